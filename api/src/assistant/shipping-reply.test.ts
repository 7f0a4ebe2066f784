import { describe, expect, it } from 'vitest';
import { readShippingQuestion } from './intents.ts';
import { shippingReply, type ShippingZoneFacts } from './shipping-reply.ts';

const zones: ShippingZoneFacts[] = [
  {
    name: 'United States',
    countries: ['US'],
    rateCents: 600,
    freeOverCents: 8000,
    estimate: '3-5 business days',
  },
  {
    name: 'Canada',
    countries: ['CA'],
    rateCents: 1400,
    freeOverCents: null,
    estimate: '7-12 business days',
  },
];
const everywhere: ShippingZoneFacts = {
  name: 'Worldwide',
  countries: '*',
  rateCents: 2200,
  estimate: '2-4 weeks',
};
const ask = (message: string, shopZones = zones) =>
  shippingReply(readShippingQuestion(message), shopZones, 'hello@kawaii-atelier.example');

describe('shippingReply from the shipping zones', () => {
  it('answers a country with its zone: cost, free-over threshold and time', () => {
    const text = ask('Do you ship to Canada?');
    expect(text).toContain('Yes, we ship to Canada!');
    expect(text).toContain('$14.00, arrives in 7-12 business days.');
    expect(ask('shipping to the USA?')).toContain(
      '$6.00, free over $80.00, arrives in 3-5 business days',
    );
  });

  it("says so when no zone covers the country, or uses the '*' zone for it", () => {
    expect(ask('Do you ship to Japan?')).toContain("Sorry, we don't ship to Japan yet");
    expect(ask('Do you ship to Japan?', [...zones, everywhere])).toContain(
      '$22.00, arrives in 2-4 weeks',
    );
  });

  it('lists every zone for cost, time or international questions', () => {
    const text = ask('How long does shipping take and what does it cost?', [...zones, everywhere]);
    expect(text).toContain('what shipping costs and how long it takes');
    expect(text).toContain('✿ United States (the United States): $6.00, free over $80.00');
    expect(text).toContain('✿ Worldwide (everywhere else): $22.00, arrives in 2-4 weeks');
    expect(ask('Do you ship internationally?')).toContain('Here is where they can go');
  });
});

describe('shippingReply without zones', () => {
  it('answers from the shipping policy and points to the contact email', () => {
    const text = ask('Do you ship to Canada?', []);
    expect(text).toContain('Shipping to Canada is arranged with you personally');
    expect(text).toContain('hello@kawaii-atelier.example');
    expect(text).toContain('shipping costs are non-refundable');
    expect(text).not.toContain('All sales are final');
  });
});
