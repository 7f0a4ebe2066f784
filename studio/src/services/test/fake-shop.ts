// A stand-in for the shop's API in unit tests that need no real server: fixed JSON answers by
// "METHOD /path", and a switch that takes the network down.
import type { Fetch } from '../shop-client.ts';

export interface FakeShop {
  fetch: Fetch;
  /** false: every request fails like a dropped connection. */
  online: boolean;
  /** Requests made, as "METHOD /path?query". */
  requests: string[];
}

export const FAKE_SHOP_URL = 'https://shop.test';

export const fakeAdmin = {
  _id: 'u1',
  name: 'Momo Sakura',
  email: 'artist@kawaii-atelier.example',
  role: 'superadmin',
};

export function fakeShop(answers: Record<string, unknown> = {}): FakeShop {
  const defaults: Record<string, unknown> = {
    'POST /api/auth/login': { token: 'token-123', user: fakeAdmin },
    'GET /api/blog': [],
    'GET /api/artworks': [],
    'GET /api/shop': [],
    'GET /api/categories': [],
    'GET /api/games': [],
    'GET /api/promotions': [],
    'GET /api/sales': [],
    'GET /api/newsletter/campaigns': [],
    'GET /api/settings': { shopName: 'Kawaii Atelier', version: 1 },
    'GET /api/media': { items: [], hasMore: false },
  };
  const routes = { ...defaults, ...answers };
  const shop: FakeShop = {
    online: true,
    requests: [],
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      shop.requests.push(`${key}${url.search}`);
      if (!shop.online) throw new TypeError('fetch failed');
      if (!(key in routes)) return Response.json({ message: 'Not found' }, { status: 404 });
      return Response.json(routes[key]);
    },
  };
  return shop;
}
