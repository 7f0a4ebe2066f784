import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsStore } from '../settings/store.ts';
import { buildArtwork, buildCategory, buildPost, buildProduct } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, signedIn } from '../test/auth.ts';
import { buildOrder } from '../test/order-factories.ts';

let app: TestApp;

function post(message: unknown): Promise<Response> {
  return app.get('/api/chat/message', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });
}

async function ask(message: string): Promise<string> {
  const response = await post(message);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { response: string };
  return body.response;
}

beforeAll(async () => {
  app = await startTestApp();
  createSettingsStore(app.db).insert({
    data: {
      shopName: 'Kawaii Atelier',
      zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
      contactEmail: 'hello@kawaii-atelier.example',
    },
    updatedAt: new Date().toISOString(),
    version: 1,
  });
  const plush = buildCategory(app.db, { name: 'Plush Dolls' });
  buildProduct(app.db, {
    id: 'moonbunny01',
    title: 'Moon Bunny Plush',
    description: 'A lavender bunny with a crescent moon on her tummy.',
    categoryId: plush.id,
    priceCents: 6800,
    discountPriceCents: 5800,
    stock: 2,
  });
  buildProduct(app.db, {
    id: 'cloudsheep1',
    title: 'Cloud Sheep',
    description: 'A fluffy sheep for sleepy days.',
    categoryId: plush.id,
    priceCents: 5400,
    stock: 0,
  });
  buildProduct(app.db, {
    title: 'Secret Prototype Bunny',
    description: 'Not announced yet.',
    published: false,
  });
  buildArtwork(app.db, {
    title: 'Strawberry Tea Party',
    slug: 'strawberry-tea-party',
    type: 'digital',
    year: 2025,
  });
  buildPost(app.db, { title: 'Sewing Doll Faces', slug: 'sewing-doll-faces' });
});

afterAll(() => app.close());

describe('POST /api/chat/message', () => {
  it('answers a product question with the real name, price, discount, stock and link', async () => {
    const reply = await ask('Do you have any bunny plushies?');
    expect(reply).toContain(
      '[Moon Bunny Plush](/shop/moonbunny01): $58.00 (was $68.00, 15% off), only 2 left!',
    );
    expect(reply).not.toContain('Secret Prototype');
  });

  it('says when a product is sold out', async () => {
    expect(await ask('sheep?')).toContain(
      '[Cloud Sheep](/shop/cloudsheep1): $54.00, sold out for now',
    );
  });

  it('answers with artworks and blog posts too', async () => {
    expect(await ask('strawberry tea')).toContain(
      '[Strawberry Tea Party](/artwork/strawberry-tea-party) (Digital Art, 2025)',
    );
    expect(await ask('how do you sew faces')).toContain(
      'From the blog: [Sewing Doll Faces](/blog/sewing-doll-faces)',
    );
  });

  it('finds a product created or retitled after start-up', async () => {
    const fox = buildProduct(app.db, { title: 'Maple Fox', priceCents: 4200, stock: 9 });
    expect(await ask('maple fox')).toContain(`[Maple Fox](/shop/${fox.id}): $42.00, in stock`);

    app.db.prepare("UPDATE products SET title = 'Autumn Fox Doll' WHERE id = ?").run(fox.id);
    expect(await ask('autumn doll')).toContain(
      `Autumn Fox Doll](/shop/${fox.id}): $42.00, in stock`,
    );
    expect(await ask('maple')).not.toContain('/shop/');
  });

  it('answers shipping, payment and rewards from the policies and the settings', async () => {
    expect(await ask('What is your return policy?')).toContain('All sales are final.');
    const payment = await ask('How do I pay?');
    expect(payment).toContain('(555) 010-2026');
    expect(payment).toContain('Momo Sakura');
    expect(await ask('how do reward points work')).toContain('100-point welcome bonus');
    expect(await ask('where is my order')).toContain('[Order History](/dashboard/orders)');
    expect(await ask('Do you ship to Canada?')).toContain('Shipping to Canada is arranged');
  });

  it('tells a signed-in customer about their own latest orders, and ignores a bad token', async () => {
    const { user, token } = await signedIn(app);
    buildOrder(app.db, { userId: user.id, status: 'shipped', totalCents: 9700 });
    buildOrder(app.db, { status: 'paid' }); // someone else's
    const response = await app.get('/api/chat/message', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ message: 'Has my order shipped yet?' }),
    });
    const { response: text } = (await response.json()) as { response: string };
    expect(text).toContain('Here is your latest order');
    expect(text).toMatch(/✿ KA-\d+ \(.+, 1 item, \$97\.00\): Shipped/);
    expect(text).not.toContain('Paid');

    const withBadToken = await app.get('/api/chat/message', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer('not.a.token') },
      body: JSON.stringify({ message: 'Has my order shipped yet?' }),
    });
    expect(withBadToken.status).toBe(200);
    expect(((await withBadToken.json()) as { response: string }).response).toContain(
      'Sign in and your dashboard shows every order',
    );
  });

  it('answers anything else with a friendly pointer to the contact email', async () => {
    const reply = await ask('Can you recommend a good pizza place?');
    expect(reply).toContain("couldn't find anything");
    expect(reply).toContain('hello@kawaii-atelier.example');
  });

  it('never fails on FTS5 syntax', async () => {
    for (const message of ['title:"moon" NEAR(', '"', '*', 'AND OR NOT', "'; DROP TABLE x; --"]) {
      expect((await post(message)).status).toBe(200);
    }
  });

  it('refuses a blank, missing or over-long message with 400', async () => {
    for (const message of ['   ', undefined, 42, 'x'.repeat(1001)]) {
      const response = await post(message);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { message: expect.any(String) } });
    }
    expect((await post('x'.repeat(1000))).status).toBe(200);
  });
});

describe('chat rate limit', () => {
  it('allows 30 messages a minute per IP, then answers 429 with Retry-After', async () => {
    const limited = await startTestApp();
    try {
      const send = () =>
        limited.get('/api/chat/message', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: 'hi' }),
        });
      for (let i = 0; i < 30; i++) expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
