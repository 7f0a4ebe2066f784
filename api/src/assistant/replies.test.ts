import { describe, expect, it } from 'vitest';
import type { CatalogueHit } from './hits.ts';
import {
  catalogueReply,
  fallbackReply,
  intentReply,
  namedLink,
  orderStatusReply,
  type OrderGlance,
  type ReplySettings,
} from './replies.ts';

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

// Markdown the chat widget would show literally: emphasis, headings, code. (Links are named.)
const MARKDOWN = /\*\*|__|^#|`/m;
/** Every link is a named one: no site path stands on its own. */
const BARE_PATH = /(?<!\]\()(?<![\w/.:])\/(shop|artwork|blog|dashboard|portfolio)\b/m;

const found = (hits: CatalogueHit[]) => ({ hits, wish: null, nearestInstead: false });

describe('catalogueReply', () => {
  const reply = catalogueReply(
    found([
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
    ]),
  );

  it('names each product with its price, discount, stock and a link by its title', () => {
    expect(reply).toContain(
      '[Moon Bunny Plush](/shop/abc123): $58.00 (was $68.00, 15% off), only 2 left!',
    );
    expect(reply).toContain('[Cloud Sheep](/shop/def456): $54.00, sold out for now');
    expect(reply).toContain('[Sticker Sheet](/shop/ghi789): $6.50, in stock');
    expect(reply).not.toMatch(BARE_PATH);
  });

  it('names artworks with type, year and slug link (the id link without a slug), and posts', () => {
    const text = catalogueReply(
      found([
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
      ]),
    );
    expect(text).toContain('[Moonlit Garden](/artwork/moonlit-garden) (Mixed Media, 2024)');
    expect(text).toContain('[Untitled](/artwork/id/a2) (Digital Art, 2023)');
    expect(text).toContain('From the blog: [How I Sew Doll Faces](/blog/sewing-faces)');
  });

  it('says which price range it answers, and when it offers the nearest instead', () => {
    const sticker: CatalogueHit = {
      kind: 'product',
      id: 's1',
      title: 'Sticker',
      priceCents: 500,
      discountPriceCents: null,
      stock: 3,
    };
    const wish = { minCents: null, maxCents: 2000, order: 'asc' as const, rest: '' };
    expect(catalogueReply({ hits: [sticker], wish, nearestInstead: false })).toContain(
      'Here is the most affordable under $20.00',
    );
    expect(catalogueReply({ hits: [sticker], wish, nearestInstead: true })).toContain(
      'Nothing under $20.00 just now',
    );
  });

  it('has no other Markdown', () => {
    expect(reply).not.toMatch(MARKDOWN);
  });
});

describe('namedLink', () => {
  it('keeps brackets out of the title, so the link cannot break', () => {
    expect(namedLink('Print (A4) [new]', '/shop/p1')).toBe('[Print (A4) new](/shop/p1)');
  });
});

describe('intentReply', () => {
  it('states the returns policy of the shop', () => {
    const text = intentReply('returns', settings);
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
    expect(text).toContain('[your rewards](/dashboard/rewards)');
  });

  it('answers commissions with how to ask, and the contact email', () => {
    const text = intentReply('commissions', settings);
    expect(text).toContain('Commissions open from time to time');
    expect(text).toContain('Write to hello@kawaii-atelier.example with your idea');
    expect(intentReply('commissions', noContact)).not.toContain('Write to');
  });

  it('greets with the shop name, answers thanks, and gives the contact email', () => {
    expect(intentReply('greeting', settings)).toContain('welcome to Kawaii Atelier');
    expect(intentReply('thanks', settings)).toContain("You're so welcome");
    expect(intentReply('contact', settings)).toContain('hello@kawaii-atelier.example');
    expect(intentReply('contact', noContact)).toBe(fallbackReply(noContact));
  });

  it('never writes other Markdown, a bare path or an empty line', () => {
    for (const intent of [
      'payment',
      'returns',
      'rewards',
      'commissions',
      'contact',
      'thanks',
      'greeting',
    ] as const) {
      for (const shop of [settings, noContact]) {
        const text = intentReply(intent, shop);
        expect(text).not.toMatch(MARKDOWN);
        expect(text).not.toMatch(BARE_PATH);
        expect(text.split('\n').every((line) => line.trim() !== '')).toBe(true);
      }
    }
  });
});

describe('orderStatusReply', () => {
  const orders: OrderGlance[] = [
    {
      orderNumber: 10050,
      status: 'shipped',
      itemCount: 2,
      totalCents: 9700,
      createdAt: '2026-03-04T10:00:00Z',
    },
    {
      orderNumber: 10049,
      status: 'pending_payment',
      itemCount: 1,
      totalCents: 650,
      createdAt: '2026-03-01T10:00:00Z',
    },
    {
      orderNumber: 10045,
      status: 'delivered',
      itemCount: 1,
      totalCents: 5400,
      createdAt: '2026-02-01T10:00:00Z',
    },
    {
      orderNumber: 10044,
      status: 'paid',
      itemCount: 3,
      totalCents: 3000,
      createdAt: '2026-01-01T10:00:00Z',
    },
  ];

  it("lists a signed-in customer's three latest orders with their status", () => {
    const text = orderStatusReply(orders, null, settings);
    expect(text).toContain('✿ KA-10050 (Mar 4, 2026, 2 items, $97.00): Shipped');
    expect(text).toContain('✿ KA-10049 (Mar 1, 2026, 1 item, $6.50): Awaiting Payment');
    expect(text).toContain('KA-10045');
    expect(text).not.toContain('KA-10044');
    expect(text).toContain('[Order History](/dashboard/orders)');
  });

  it('answers about the order named, or says it is not among theirs', () => {
    const named = orderStatusReply(orders, 10044, settings);
    expect(named).toContain('KA-10044 (Jan 1, 2026, 3 items, $30.00): Paid');
    expect(named).not.toContain('KA-10050');
    expect(orderStatusReply(orders, 99999, settings)).toContain(
      "I can't find KA-99999 among your orders",
    );
  });

  it('tells a customer without orders, and a guest where to look', () => {
    expect(orderStatusReply([], null, settings)).toContain('You have no orders yet');
    const guest = orderStatusReply(null, null, settings);
    expect(guest).toContain('[Order History](/dashboard/orders)');
    expect(guest).toContain('hello@kawaii-atelier.example with your order number');
    expect(orderStatusReply(null, null, noContact)).not.toContain('guest');
  });
});

describe('fallbackReply', () => {
  it('points to the shop pages and the contact email', () => {
    const text = fallbackReply(settings);
    expect(text).toContain('[the shop](/shop), [the portfolio](/portfolio) and [the blog](/blog)');
    expect(text).toContain('write to hello@kawaii-atelier.example');
    expect(fallbackReply(noContact)).not.toContain('write to');
  });
});
