// Promotions edited in the studio while the shop is unreachable: kept locally, shown in the list
// at once, and pushed when the shop returns; a pause made on the web meanwhile is merged, not lost.
import type { Promotion } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioServices } from './studio-services.ts';
import { ADMIN, startShopServer, type ShopServer } from './test/shop-server.ts';
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

const promotionInput = (fields: Partial<Record<string, unknown>> = {}) => ({
  code: 'SPRING15',
  description: 'Spring sale',
  type: 'percent' as const,
  value: 15,
  appliesTo: { kind: 'order' as const },
  minItemsCents: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerCustomer: false,
  combinableWithRewards: false,
  active: true,
  ...fields,
});

describe('promotions in the studio', () => {
  it('creates and edits a promotion offline and syncs it when the shop returns', async () => {
    await studio.sync.syncNow();
    await shop.stop();

    const api = studio.adminApi;
    const created = await api.savePromotion(null, promotionInput());
    expect(created._id.startsWith('local-')).toBe(true);
    await api.savePromotion(created._id, promotionInput({ value: 20, usageLimit: 50 }));
    const offline = await api.listPromotions();
    expect(offline.map((promotion) => [promotion.code, promotion.value])).toEqual([
      ['SPRING15', 20],
    ]);
    expect((await studio.sync.syncNow()).online).toBe(false);

    await shop.restart();
    const synced = await studio.sync.syncNow();
    expect(synced).toMatchObject({ online: true, pending: 0, conflicts: [] });
    const onShop = await shop.api<Promotion[]>('GET', '/promotions');
    expect(onShop).toHaveLength(1);
    expect(onShop[0]).toMatchObject({ code: 'SPRING15', value: 20, usageLimit: 50, active: true });
  });

  it('merges a pause made on the web with a description edited offline', async () => {
    const onShop = await shop.api<Promotion>('POST', '/promotions', promotionInput());
    await studio.sync.syncNow();
    const [local] = await studio.adminApi.listPromotions();
    await shop.stop();
    await studio.adminApi.savePromotion(local!._id, {
      ...promotionInput({ description: 'Spring, with love' }),
      version: local!.version,
      editedFrom: promotionInput(),
    });
    await shop.restart();
    await shop.api('PATCH', `/promotions/${onShop._id}`, {
      version: onShop.version,
      active: false,
    });

    const synced = await studio.sync.syncNow();
    expect(synced).toMatchObject({ pending: 0, conflicts: [] });
    const [merged] = await shop.api<Promotion[]>('GET', '/promotions');
    expect(merged).toMatchObject({ description: 'Spring, with love', active: false });
  });
});
