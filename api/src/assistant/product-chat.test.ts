// "Do you have it in 1/6?" and "When will it ship?" through POST /api/chat/message, answered
// from the catalogue as stored: variants and their stock, a made-to-order lead time, pre-order
// windows, a sold one-of-a-kind piece.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProduct } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;

async function ask(message: string, productId?: string): Promise<string> {
  const response = await app.get('/api/chat/message', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(productId === undefined ? { message } : { message, productId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

const SIZES = { name: 'Size', values: ['1/3', '1/4', '1/6'] };
const COLOURS = { name: 'Colour', values: ['Pink', 'Mint'] };

beforeAll(async () => {
  app = await startTestApp();
  buildProduct(app.db, {
    id: 'lacedress',
    title: 'Lace Dress',
    description: 'A lace dress for ball-jointed dolls.',
    priceCents: 4000,
    options: [SIZES, COLOURS],
    variants: [
      {
        id: 'v13p',
        options: { Size: '1/3', Colour: 'Pink' },
        priceCents: 4800,
        discountPriceCents: null,
        stock: 4,
        image: null,
      },
      {
        id: 'v16p',
        options: { Size: '1/6', Colour: 'Pink' },
        priceCents: null,
        discountPriceCents: null,
        stock: 2,
        image: null,
      },
      {
        id: 'v16m',
        options: { Size: '1/6', Colour: 'Mint' },
        priceCents: null,
        discountPriceCents: null,
        stock: 0,
        image: null,
      },
      {
        id: 'v14m',
        options: { Size: '1/4', Colour: 'Mint' },
        priceCents: null,
        discountPriceCents: null,
        stock: 0,
        image: null,
      },
    ],
  });
  buildProduct(app.db, {
    id: 'sailorset',
    title: 'Sailor Set',
    description: 'A sailor collar and skirt.',
    options: [SIZES],
    variants: [
      {
        id: 's13',
        options: { Size: '1/3' },
        priceCents: null,
        discountPriceCents: null,
        stock: 0,
        image: null,
      },
    ],
  });
  buildProduct(app.db, {
    id: 'customdoll',
    title: 'Custom Portrait Doll',
    description: 'A doll made after your own character.',
    kind: 'made-to-order',
    leadTime: '6-8 weeks',
    stock: 0,
  });
  buildProduct(app.db, {
    id: 'stardoll',
    title: 'Starlight Doll',
    description: 'A resin doll with a starry face-up.',
    stock: 0,
    preorder: {
      opensAt: null,
      closesAt: '2099-03-14T00:00:00.000Z',
      cap: 10,
      shipsFrom: '2099-05',
    },
    preorderOrdered: 3,
  });
  buildProduct(app.db, {
    id: 'cometdoll',
    title: 'Comet Doll',
    description: 'Last spring’s pre-order.',
    stock: 0,
    preorder: {
      opensAt: null,
      closesAt: '2020-03-14T00:00:00.000Z',
      cap: null,
      shipsFrom: '2020-06',
    },
  });
  buildProduct(app.db, {
    id: 'moondoll',
    title: 'Moonlight Doll',
    description: 'A one-of-a-kind doll.',
    kind: 'unique',
    stock: 0,
    soldAt: '2026-10-01T00:00:00.000Z',
  });
  buildProduct(app.db, {
    id: 'teacup',
    title: 'Teacup Bear',
    description: 'A tiny bear.',
    priceCents: 2500,
    stock: 7,
  });
});

afterAll(() => app.close());

describe('"Do you have it in 1/6?"', () => {
  it('answers for the product being talked about, variant by variant, with links to the choice', async () => {
    const reply = await ask('Do you have it in 1/6?', 'lacedress');
    expect(reply).toContain('Yes! [Lace Dress](/shop/lacedress) in 1/6:');
    expect(reply).toContain(
      '✿ [Size: 1/6 · Colour: Pink](/shop/lacedress?Size=1%2F6&Colour=Pink): $40.00, only 2 left!',
    );
    expect(reply).toContain(
      '✿ [Size: 1/6 · Colour: Mint](/shop/lacedress?Size=1%2F6&Colour=Mint): $40.00, sold out for now',
    );
    expect(reply).not.toContain('1/3');
  });

  it('finds the product named in the question, and honours two options at once', async () => {
    const reply = await ask('Do you have the lace dress in 1/3 pink?');
    expect(reply).toContain('Yes! [Lace Dress](/shop/lacedress) in 1/3 and Pink:');
    expect(reply).toContain('$48.00, in stock');
    expect(reply).not.toContain('1/6');
  });

  it('says when the asked variant is sold out and what is still there', async () => {
    const reply = await ask('Does it come in mint?', 'lacedress');
    expect(reply).toContain('[Lace Dress](/shop/lacedress) in Mint is sold out for now');
    expect(reply).toContain('Still available:');
    expect(reply).toContain('[Size: 1/3 · Colour: Pink]');
    expect(reply).toContain('[Size: 1/6 · Colour: Pink]');
  });

  it('says a size is not made and lists what is, for a value that is none of its options', async () => {
    const reply = await ask('Do you have it in 1/12?', 'lacedress');
    expect(reply).toContain("[Lace Dress](/shop/lacedress) doesn't come in 1/12");
    expect(reply).toContain('Size 1/3, 1/4, 1/6 · Colour Pink, Mint');
  });

  it('says a combination that is not sold is not made', async () => {
    expect(await ask('Do you have it in 1/4 pink?', 'lacedress')).toContain(
      "[Lace Dress](/shop/lacedress) isn't made in 1/4 and Pink",
    );
  });

  it('answers a product sold out in every variant', async () => {
    const reply = await ask('Is the sailor set in stock?');
    expect(reply).toContain('[Sailor Set](/shop/sailorset) is sold out for now');
    expect(reply).not.toContain('Still available');
  });

  it('answers a made-to-order piece, a pre-order and a sold one-of-a-kind piece', async () => {
    expect(await ask('Is it available?', 'customdoll')).toBe(
      [
        'Yes! [Custom Portrait Doll](/shop/customdoll) is made to order ✨',
        "It's made to order: Momo makes yours once you order, and it ships in 6-8 weeks.",
      ].join('\n'),
    );
    expect(await ask('Is the starlight doll available?')).toContain(
      'Yes! [Starlight Doll](/shop/stardoll) is open for pre-order (7 left) ✨',
    );
    const sold = await ask('Is it still available?', 'moondoll');
    expect(sold).toContain(
      '[Moonlight Doll](/shop/moondoll) was one of a kind and has found its home',
    );
    expect(sold).toContain(
      '[commission something similar](/commissions?similar=Moonlight+Doll&product=moondoll)',
    );
  });

  it('asks which piece is meant when "it" names nothing, and an unknown product id is as none', async () => {
    expect(await ask('Do you have it in 1/6?')).toContain('Which piece do you mean?');
    expect(await ask('Is it in stock?', 'no-such-product')).toContain('Which piece do you mean?');
  });

  it('leaves a general question to the catalogue search', async () => {
    const reply = await ask('Do you have any bears in stock?');
    expect(reply).toContain("Here's what I found");
    expect(reply).toContain('[Teacup Bear](/shop/teacup): $25.00, in stock');
  });
});

describe('"When will it ship?"', () => {
  it('gives a made-to-order lead time', async () => {
    expect(await ask('When will it ship?', 'customdoll')).toContain('it ships in 6-8 weeks');
    expect(await ask('How long does the custom portrait doll take to make?')).toContain(
      'it ships in 6-8 weeks',
    );
  });

  it('gives a pre-order its closing day and shipping month, open or closed', async () => {
    expect(await ask('When will it ship?', 'stardoll')).toBe(
      [
        '[Starlight Doll](/shop/stardoll)',
        "It's a pre-order: orders close on 14 March and it ships from May 2099.",
      ].join('\n'),
    );
    expect(await ask('When does the comet doll ship?')).toContain(
      'Pre-orders for Comet Doll are closed. Those ordered ship from June 2020.',
    );
  });

  it('says a stocked piece ships once paid, per variant when one is named', async () => {
    expect(await ask('When will it ship?', 'teacup')).toContain(
      '[Teacup Bear](/shop/teacup) is in stock, so it ships as soon as your payment arrives',
    );
    expect(await ask('When would it ship in 1/6 mint?', 'lacedress')).toContain(
      "[Lace Dress](/shop/lacedress) in 1/6 and Mint is sold out for now 🥺, so it can't ship yet.",
    );
    expect(await ask('When will the sailor set ship?')).toContain('sold out for now');
  });

  it('leaves "when will it ship" without a product, and shipping to a country, to the shipping answer', async () => {
    expect(await ask('When will it ship?')).not.toContain('/shop/');
    expect(await ask('When will it ship to Canada?', 'teacup')).toContain('Canada');
    expect(await ask('When will my order ship?', 'teacup')).toContain('Order History');
  });
});
