import { describe, expect, it } from 'vitest';
import { catalogueReply, fallbackReply, intentReply, type ReplySettings } from './replies.ts';

const settings: ReplySettings = {
  shopName: 'Kawaii Atelier',
  zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
  contactEmail: 'hello@kawaii-atelier.example',
};
const noContact: ReplySettings = {
  shopName: 'Kawaii Atelier',
  zelle: { phone: '', name: '' },
  contactEmail: '',
};

// Markdown the chat widget would show literally: emphasis, links, headings, code.
const MARKDOWN = /\*\*|__|\[[^\]]*\]\(|^#|`/m;

describe('catalogueReply', () => {
  const reply = catalogueReply([
    {
      kind: 'product',
      id: 'abc123',
      title: 'Moon Bunny Plush',
      priceCents: 6800,
      discountPriceCents: 5800,
      stock: 2,
    },
    {
      kind: 'product',
      id: 'def456',
      title: 'Cloud Sheep',
      priceCents: 5400,
      discountPriceCents: null,
      stock: 0,
    },
    {
      kind: 'product',
      id: 'ghi789',
      title: 'Sticker Sheet',
      priceCents: 650,
      discountPriceCents: null,
      stock: 40,
    },
  ]);

  it('names each product with its price, discount, stock and link', () => {
    expect(reply).toContain(
      'Moon Bunny Plush: $58.00 (was $68.00, 15% off), only 2 left! → /shop/abc123',
    );
    expect(reply).toContain('Cloud Sheep: $54.00, sold out for now → /shop/def456');
    expect(reply).toContain('Sticker Sheet: $6.50, in stock → /shop/ghi789');
  });

  it('names artworks with type, year and slug link (the id link without a slug), and posts', () => {
    const text = catalogueReply([
      {
        kind: 'artwork',
        id: 'a1',
        slug: 'moonlit-garden',
        title: 'Moonlit Garden',
        type: 'mixed-media',
        year: 2024,
      },
      { kind: 'artwork', id: 'a2', slug: null, title: 'Untitled', type: 'digital', year: 2023 },
      { kind: 'post', slug: 'sewing-faces', title: 'How I Sew Doll Faces' },
    ]);
    expect(text).toContain('Moonlit Garden (Mixed Media, 2024) → /artwork/moonlit-garden');
    expect(text).toContain('Untitled (Digital Art, 2023) → /artwork/id/a2');
    expect(text).toContain('From the blog: How I Sew Doll Faces → /blog/sewing-faces');
  });

  it('is plain text', () => {
    expect(reply).not.toMatch(MARKDOWN);
  });
});

describe('intentReply', () => {
  it('states the shipping and returns policy of the shop', () => {
    const text = intentReply('shipping', settings);
    expect(text).toContain('All sales are final.');
    expect(text).toContain('prior written authorization, requested within 14 days of delivery');
    expect(text).toContain('Shipping costs are non-refundable');
    expect(text).toContain('digital products are non-refundable');
    expect(text).toContain('chargebacks will be contested');
    expect(text).toContain('hello@kawaii-atelier.example');
  });

  it('explains Zelle with the payee and phone of the settings and the memo', () => {
    const text = intentReply('payment', settings);
    expect(text).toContain('Zelle only');
    expect(text).toContain('(555) 010-2026');
    expect(text).toContain('Momo Sakura');
    expect(text).toContain('include your name and order details in the memo');
    expect(intentReply('payment', noContact)).toContain('the checkout shows where to send');
  });

  it('explains rewards: points per dollar, welcome bonus, achievements and the redeem options', () => {
    const text = intentReply('rewards', settings);
    expect(text).toContain('1 reward point for every whole dollar of a paid order');
    expect(text).toContain('100-point welcome bonus');
    expect(text).toContain('7 achievements');
    expect(text).toContain(
      '$5 Discount (500 points), Free Shipping (300 points), Exclusive Item (2000 points)',
    );
    expect(text).toContain('/dashboard/rewards');
  });

  it('points order questions to the dashboard, and guests to the contact email', () => {
    const text = intentReply('order-status', settings);
    expect(text).toContain('/dashboard/orders');
    expect(text).toContain('hello@kawaii-atelier.example with your order number');
    expect(intentReply('order-status', noContact)).not.toContain('guest');
  });

  it('greets with the shop name, answers thanks, and gives the contact email', () => {
    expect(intentReply('greeting', settings)).toContain('welcome to Kawaii Atelier');
    expect(intentReply('thanks', settings)).toContain("You're so welcome");
    expect(intentReply('contact', settings)).toContain('hello@kawaii-atelier.example');
    expect(intentReply('contact', noContact)).toBe(fallbackReply(noContact));
  });

  it('never writes Markdown or leaves an empty line', () => {
    for (const intent of [
      'order-status',
      'shipping',
      'payment',
      'rewards',
      'contact',
      'thanks',
      'greeting',
    ] as const) {
      for (const shop of [settings, noContact]) {
        const text = intentReply(intent, shop);
        expect(text).not.toMatch(MARKDOWN);
        expect(text.split('\n').every((line) => line.trim() !== '')).toBe(true);
      }
    }
  });
});

describe('fallbackReply', () => {
  it('points to the shop pages and the contact email', () => {
    const text = fallbackReply(settings);
    expect(text).toContain('/shop, /portfolio and /blog');
    expect(text).toContain('write to hello@kawaii-atelier.example');
    expect(fallbackReply(noContact)).not.toContain('write to');
  });
});
