import { describe, expect, it } from 'vitest';
import { detectIntent, readShippingQuestion, type Intent } from './intents.ts';

const cases: [string, Intent | null][] = [
  ['Where is my order?', 'order-status'],
  ['When will my order be delivered?', 'order-status'],
  ['Has my order shipped yet?', 'order-status'],
  ['Can you check KA-10042 for me', 'order-status'],
  ['Do you ship to Canada?', 'shipping'],
  ['Do you ship internationally?', 'shipping'],
  ['How long does shipping take and what does it cost?', 'shipping'],
  ['Can I order from Japan?', 'shipping'],
  ['What is your return policy?', 'returns'],
  ['Can I get a refund?', 'returns'],
  ['How do I pay?', 'payment'],
  ['How can I pay for my order?', 'payment'],
  ['Do you take PayPal or credit cards?', 'payment'],
  ['what do I put in the Zelle memo', 'payment'],
  ['How do I buy something?', 'payment'],
  ['How do reward points work?', 'rewards'],
  ['what can I redeem', 'rewards'],
  ['How can I contact Momo?', 'contact'],
  ['Do you take commissions?', 'commissions'],
  ['Could you make me a custom doll?', 'commissions'],
  ['thank you!!', 'thanks'],
  ['Hi!', 'greeting'],
  ['hello there Momo :)', 'greeting'],
  ['Good morning!', 'greeting'],
  ['hi, any bunny plushies?', null],
  ['How much is the moon bunny?', null],
  ['cheapest doll', null],
  ['strawberry', null],
  ['', null],
];

describe('detectIntent', () => {
  it.each(cases)('%j -> %s', (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });
});

describe('readShippingQuestion', () => {
  it('reads what is asked: cost, time, where, and the country named', () => {
    expect(readShippingQuestion('How long does shipping take and what does it cost?')).toEqual({
      cost: true,
      time: true,
      where: false,
      country: null,
    });
    expect(readShippingQuestion('Do you ship to Canada?')).toMatchObject({
      where: true,
      country: { code: 'CA', name: 'Canada' },
    });
    expect(readShippingQuestion('do you ship to us?').country).toBeNull();
    expect(readShippingQuestion('Do you ship to the US?').country?.code).toBe('US');
    expect(readShippingQuestion('Do you ship internationally?')).toMatchObject({
      where: true,
      country: null,
    });
  });
});
