// The server renders pages through the in-process PublicApi and the browser continues through the
// HTTP one (derived from PUBLIC_API_CALLS): a page must read the same whichever rendered it. Each
// PublicApi method is called both ways, over one database, with the inputs a page really sends,
// and must answer the same: the record or list, null for what does not exist, the same alt texts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicApiClient, type PublicApi } from '@kawaii/shared';
import { authSettingsFrom } from '../auth/settings.ts';
import { createMediaStore } from '../media/store.ts';
import { createServices } from '../services.ts';
import {
  buildArtwork,
  buildCategory,
  buildGame,
  buildPost,
  buildProduct,
  buildUser,
} from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createInProcessPublicApi } from './in-process-api.ts';

let app: TestApp;
let inProcess: PublicApi;
let overHttp: PublicApi;
let calls: { [Method in keyof PublicApi]: Parameters<PublicApi[Method]>[] };

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app;
  const services = createServices(db, authSettingsFrom(app.config));
  inProcess = createInProcessPublicApi(services);
  overHttp = createPublicApiClient({ baseUrl: app.url });

  const withSlug = buildArtwork(db, { slug: 'bunny-tea', featured: true, year: 2024 });
  const withoutSlug = buildArtwork(db, { slug: null, year: 2023 });
  buildPost(db, { slug: 'spring-dolls', tags: ['dolls'] });
  const draftPost = buildPost(db, { slug: 'secret-draft', published: false });
  const plush = buildCategory(db, { name: 'Plush' });
  buildCategory(db, { name: 'Retired', isActive: false });
  const doll = buildProduct(db, { title: 'Moon Doll', categoryId: plush.id, priceCents: 4500 });
  const hidden = buildProduct(db, { title: 'Hidden', published: false });
  buildGame(db, { slug: 'dress-up' });
  buildGame(db, { slug: 'draft-game', published: false });
  createMediaStore(db).insert({
    path: '/uploads/a-1x1.webp',
    width: 1,
    height: 1,
    alt: 'A bunny',
    uploadedBy: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const admin = buildUser(db, { role: 'admin' });
  const staff = { userId: admin.id, role: admin.role };
  const postPreview = await services.previews.link({ kind: 'post', id: draftPost.id }, staff);
  const productPreview = await services.previews.link({ kind: 'product', id: hidden.id }, staff);
  const tokenOf = (path: string) => decodeURIComponent(path.slice('/preview/'.length));

  // Every method must be listed (the type says so), each with the inputs pages send.
  calls = {
    listArtworks: [[], [{ featured: true }], [{ year: 2023 }], [{ sort: 'name-asc', limit: 1 }]],
    listArtworkPage: [[], [{ limit: 1, page: 2 }], [{ year: 2023 }]],
    getArtworkBySlug: [['bunny-tea'], ['no-such-slug']],
    getArtworkById: [[withSlug.id], [withoutSlug.id], ['no-such-id']],
    listPosts: [[], [{ tag: 'dolls' }], [{ published: false }]],
    listPostPage: [[], [{ tag: 'dolls' }], [{ limit: 1 }]],
    getPostBySlug: [['spring-dolls'], ['secret-draft'], ['no-such-post']],
    listProducts: [[], [{ category: plush.id }], [{ published: false }], [{ sort: 'price-low' }]],
    listProductPage: [[], [{ category: plush.id }], [{ limit: 1, page: 2, sort: 'price-low' }]],
    getProduct: [[doll.id], [hidden.id], ['no-such-product']],
    listCategories: [[], [{ active: true }]],
    listGames: [[], [{ category: 'creative' }]],
    getSettings: [[]],
    getCommissionOpenings: [[]],
    getImageAlts: [[['/uploads/a-1x1.webp', '/uploads/none-1x1.webp']]],
    getPreview: [
      [tokenOf(postPreview.path)],
      [tokenOf(productPreview.path)],
      ['forged.token.value'],
    ],
  };
});

afterAll(() => app.close());

describe('the in-process PublicApi', () => {
  const methods: (keyof PublicApi)[] = [
    'listArtworks',
    'listArtworkPage',
    'getArtworkBySlug',
    'getArtworkById',
    'listPosts',
    'listPostPage',
    'getPostBySlug',
    'listProducts',
    'listProductPage',
    'getProduct',
    'listCategories',
    'listGames',
    'getSettings',
    'getImageAlts',
    'getPreview',
    'getCommissionOpenings',
  ];

  it('is tested method for method', () => {
    expect([...methods].sort()).toEqual(Object.keys(calls).sort());
    expect(Object.keys(inProcess).sort()).toEqual([...methods].sort());
  });

  it.each(methods)('answers %s as its operation does over HTTP', async (method) => {
    for (const args of calls[method]) {
      const call = (api: PublicApi) =>
        (api[method] as (...input: unknown[]) => Promise<unknown>)(...args);
      const [local, remote] = await Promise.all([call(inProcess), call(overHttp)]);
      // Over HTTP the answer went through JSON: compare what JSON keeps of the in-process one.
      expect(JSON.parse(JSON.stringify(local)), `${method}(${JSON.stringify(args)})`).toEqual(
        remote,
      );
    }
  });

  it('reads something real in each method, so the comparison is not of two empties', async () => {
    expect(await inProcess.getArtworkBySlug('bunny-tea')).not.toBeNull();
    expect(await inProcess.getPostBySlug('secret-draft')).toBeNull();
    expect((await inProcess.listProducts()).map((product) => product.title)).toEqual(['Moon Doll']);
    expect(await inProcess.getImageAlts(['/uploads/a-1x1.webp'])).toEqual({
      '/uploads/a-1x1.webp': 'A bunny',
    });
    const [token] = calls.getPreview[0]!;
    expect(await inProcess.getPreview(token)).toMatchObject({ kind: 'post' });
  });
});
