// Scheduled sales edited in the studio while the shop is unreachable: kept locally, shown in the
// list at once, and pushed when the shop returns; an edit made on the web meanwhile is merged.
import type { Product, Sale } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioServices } from './studio-services.ts';
import { ADMIN, startShopServer, type ShopServer } from './test/shop-server.ts';
import { categoryInput, productInput } from './test/inputs.ts';
import { newDataDir, openStudio, removeDataDir } from './test/studio-fixture.ts';

let shop: ShopServer;
let dataDir: string;
let studio: StudioServices;

beforeEach(async () => {
  shop = await startShopServer();
  dataDir = newDataDir();
  studio = openStudio(dataDir);
  await studio.signIn({ serverUrl: shop.url, email: ADMIN.email, password: ADMIN.password });
});

afterEach(async () => {
  await studio.close();
  removeDataDir(dataDir);
  await shop.close();
});

// The shop checks no product ids: a sale naming a product that is gone simply prices nothing.
const PRODUCT_ID = 'product-on-sale';

const saleInput = (productIds: string[], fields: Partial<Record<string, unknown>> = {}) => ({
  name: 'Winter sale',
  type: 'percent' as const,
  value: 15,
  productIds,
  categoryIds: [],
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-08T00:00:00.000Z',
  ...fields,
});

describe('scheduled sales in the studio', () => {
  it('schedules and edits a sale offline and syncs it when the shop returns', async () => {
    await studio.sync.syncNow();
    await shop.stop();

    const api = studio.adminApi;
    const created = await api.saveSale(null, saleInput([PRODUCT_ID]));
    expect(created._id.startsWith('local-')).toBe(true);
    await api.saveSale(created._id, saleInput([PRODUCT_ID], { value: 20 }));
    expect((await api.listSales()).map((sale) => [sale.name, sale.value])).toEqual([
      ['Winter sale', 20],
    ]);

    await shop.restart();
    const synced = await studio.sync.syncNow();
    expect(synced).toMatchObject({ online: true, pending: 0, conflicts: [] });
    const onShop = await shop.api<Sale[]>('GET', '/sales');
    expect(onShop).toHaveLength(1);
    expect(onShop[0]).toMatchObject({ name: 'Winter sale', value: 20, productIds: [PRODUCT_ID] });
  });

  it('merges an end moved on the web with a name edited offline', async () => {
    const onShop = await shop.api<Sale>('POST', '/sales', saleInput([PRODUCT_ID]));
    await studio.sync.syncNow();
    const [local] = await studio.adminApi.listSales();
    await shop.stop();
    await studio.adminApi.saveSale(local!._id, {
      ...saleInput([PRODUCT_ID], { name: 'Winter sale, last days' }),
      version: local!.version,
      editedFrom: saleInput([PRODUCT_ID]),
    });
    await shop.restart();
    await shop.api('PATCH', `/sales/${onShop._id}`, {
      version: onShop.version,
      endsAt: '2026-12-10T00:00:00.000Z',
    });

    const synced = await studio.sync.syncNow();
    expect(synced).toMatchObject({ pending: 0, conflicts: [] });
    const [merged] = await shop.api<Sale[]>('GET', '/sales');
    expect(merged).toMatchObject({
      name: 'Winter sale, last days',
      endsAt: '2026-12-10T00:00:00.000Z',
    });
  });

  it('lists products at the price now offline: a sale made offline shows, an ended one goes', async () => {
    const api = studio.adminApi;
    const category = await api.saveCategory(null, categoryInput({ name: 'Dolls' }));
    const doll = await api.saveProduct(null, productInput(category._id, { price: 40 }));
    const bear = await api.saveProduct(null, productInput(category._id, { price: 20 }));
    await studio.sync.syncNow();
    const byTitle = async (title: string): Promise<Product> =>
      (await api.listProducts()).find((product) => product.title === title)!;
    const dollNow = await byTitle(doll.title);
    // Running on the shop when the studio pulled, ending in a moment.
    const endsAt = new Date(Date.now() + 1_500).toISOString();
    await shop.api('POST', '/sales', {
      ...saleInput([dollNow._id], { value: 25 }),
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt,
    });
    await studio.sync.syncNow();
    expect(await byTitle(doll.title)).toMatchObject({
      price: 40,
      salePrice: 30,
      saleEndsAt: endsAt,
    });
    await shop.stop();

    // Offline: a sale on the bear's category, running now, shows at once on both.
    const bearNow = await byTitle(bear.title);
    await api.saveSale(
      null,
      saleInput([], {
        type: 'amount',
        value: 5,
        // The category's id on the shop: the studio's local one was replaced at the sync.
        categoryIds: [bearNow.category!._id],
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: '2099-01-01T00:00:00.000Z',
      }),
    );
    expect(await byTitle(bear.title)).toMatchObject({ _id: bearNow._id, price: 20, salePrice: 15 });
    expect(await byTitle(doll.title)).toMatchObject({ salePrice: 30 });

    // The shop's sale ends while offline: the doll falls back to the best sale still running.
    await new Promise((resolve) => setTimeout(resolve, Date.parse(endsAt) - Date.now() + 50));
    expect(await byTitle(doll.title)).toMatchObject({
      salePrice: 35,
      saleEndsAt: '2099-01-01T00:00:00.000Z',
    });
  });
});
