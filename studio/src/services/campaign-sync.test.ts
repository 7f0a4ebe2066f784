// Newsletter campaigns in the studio: a draft written while the shop is unreachable is kept in the
// studio's database, listed as waiting, and saved to the shop when it returns; trying, scheduling
// and sending need the shop and are refused offline without losing the draft; a campaign changed
// or sent on the web meanwhile is shown as a conflict, never overwritten.
import { AdminApiError, UNREACHABLE_STATUS, type Campaign } from '@kawaii/shared';
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

const letter = (subject: string, text = 'Six new dolls in knitted scarves.') => ({
  subject,
  text,
  blocks: [],
});

/** The failure a call ended with. */
async function failureOf(call: Promise<unknown>): Promise<AdminApiError> {
  const error: unknown = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AdminApiError);
  return error as AdminApiError;
}

describe('campaign drafts in the studio', () => {
  it('keeps a campaign written offline, refuses to send it until the shop has it, then saves it', async () => {
    await studio.sync.syncNow();
    await shop.stop();

    const api = studio.adminApi;
    const draft = await api.createCampaign(letter('Written on the train'));
    expect(draft._id.startsWith('local-')).toBe(true);
    await api.updateCampaign(draft._id, { ...letter('The winter dolls are here'), version: 0 });
    expect((await api.listCampaigns()).map((c) => [c.subject, c.status])).toEqual([
      ['The winter dolls are here', 'draft'],
    ]);
    // Listed as waiting for the shop.
    expect(studio.sync.status().recordStates[draft._id]).toBe('pending');

    // Sending, scheduling and a test need the shop: refused, said why, and the draft stays.
    const refused = await failureOf(api.sendCampaign(draft._id));
    expect(refused.status).toBe(UNREACHABLE_STATUS);
    expect(refused.message).toMatch(/campaigns are sent only while the studio can reach it/);
    expect(refused.message).toMatch(/Your draft is kept in the studio/);
    const scheduled = await failureOf(api.sendCampaign(draft._id, '2030-01-01T10:00:00.000Z'));
    expect(scheduled.message).toMatch(/campaigns are scheduled only while/);
    expect((await failureOf(api.testCampaign(draft._id))).status).toBe(UNREACHABLE_STATUS);
    expect((await api.listCampaigns()).map((c) => c.subject)).toEqual([
      'The winter dolls are here',
    ]);

    // The studio closes and opens again, still offline: the draft is in its database.
    await studio.close();
    studio = openStudio(dataDir);
    expect((await studio.adminApi.listCampaigns()).map((c) => c.subject)).toEqual([
      'The winter dolls are here',
    ]);

    await shop.restart();
    const synced = await studio.sync.syncNow();
    expect(synced).toMatchObject({ online: true, pending: 0, conflicts: [] });
    const onShop = await shop.api<Campaign[]>('GET', '/newsletter/campaigns');
    expect(onShop.map((c) => [c.subject, c.status, c.text])).toEqual([
      ['The winter dolls are here', 'draft', 'Six new dolls in knitted scarves.'],
    ]);
    const [listed] = await studio.adminApi.listCampaigns();
    expect(listed).toMatchObject({ _id: onShop[0]!._id, version: onShop[0]!.version });
  });

  it('deletes a draft offline, and the shop loses it at the next sync', async () => {
    const api = studio.adminApi;
    await api.createCampaign(letter('Keep this one'));
    await api.createCampaign(letter('Drop this one'));
    await studio.sync.syncNow();
    expect((await shop.api<Campaign[]>('GET', '/newsletter/campaigns')).length).toBe(2);
    const [droppedOnShop] = (await api.listCampaigns()).filter(
      (c) => c.subject === 'Drop this one',
    );

    await shop.stop();
    await api.deleteCampaign(droppedOnShop!._id);
    // Written offline and deleted offline: never reaches the shop at all.
    const never = await api.createCampaign(letter('Never mind'));
    await api.deleteCampaign(never._id);
    expect((await api.listCampaigns()).map((c) => c.subject)).toEqual(['Keep this one']);

    await shop.restart();
    expect(await studio.sync.syncNow()).toMatchObject({ online: true, pending: 0, conflicts: [] });
    const onShop = await shop.api<Campaign[]>('GET', '/newsletter/campaigns');
    expect(onShop.map((c) => c.subject)).toEqual(['Keep this one']);
  });

  it('sends a draft written here once the shop has it, under the shop’s id', async () => {
    const api = studio.adminApi;
    const draft = await api.createCampaign(letter('Spring drop'));
    // Not pushed yet: sending pushes it first, then sends the shop's campaign.
    const sending = await api.sendCampaign(draft._id);
    expect(sending.status).toBe('sending');
    expect(sending._id.startsWith('local-')).toBe(false);
    const [onShop] = await shop.api<Campaign[]>('GET', '/newsletter/campaigns');
    expect(onShop).toMatchObject({ _id: sending._id, subject: 'Spring drop' });
    expect(onShop!.status === 'sending' || onShop!.status === 'sent').toBe(true);
    expect((await api.listCampaigns()).map((c) => [c._id, c.subject])).toEqual([
      [sending._id, 'Spring drop'],
    ]);
    expect(studio.sync.status().pending).toBe(0);
  });

  it('reads how far a scheduled or sending campaign got from the shop, between syncs', async () => {
    const api = studio.adminApi;
    const draft = await api.createCampaign(letter('Saturday at noon'));
    const scheduled = await api.sendCampaign(draft._id, '2030-01-01T10:00:00.000Z');
    expect(scheduled).toMatchObject({ status: 'scheduled' });
    // Sent at once from the web: the studio's list follows without a sync.
    await shop.api('POST', `/newsletter/campaigns/${scheduled._id}/send`, {});
    expect((await api.listCampaigns()).map((c) => c.status)).toEqual(['sending']);
    // Offline, it shows as last read.
    await shop.stop();
    expect((await api.listCampaigns()).map((c) => [c.subject, c.status])).toEqual([
      ['Saturday at noon', 'sending'],
    ]);
  });

  it('shows a campaign sent on the web meanwhile as refused, and leaves it as it went out', async () => {
    const onShop = await shop.api<Campaign>('POST', '/newsletter/campaigns', letter('Drop day'));
    await studio.sync.syncNow();
    const [local] = await studio.adminApi.listCampaigns();
    await shop.stop();
    await studio.adminApi.updateCampaign(local!._id, {
      ...letter('Drop day, with a typo fixed'),
      version: local!.version,
    });
    await shop.restart();
    await shop.api('POST', `/newsletter/campaigns/${onShop._id}/send`, {});

    const synced = await studio.sync.syncNow();
    expect(synced.conflicts).toHaveLength(1);
    expect(synced.conflicts[0]).toMatchObject({
      collection: 'campaigns',
      recordId: onShop._id,
      kind: 'rejected',
      title: 'Drop day, with a typo fixed',
      message: 'This campaign is already sending or sent',
    });
    expect(synced.recordStates[onShop._id]).toBe('conflict');
    const [after] = await shop.api<Campaign[]>('GET', '/newsletter/campaigns');
    expect(after).toMatchObject({ subject: 'Drop day', text: onShop.text });
    // Sending her version again is refused with the reason, not tried behind her back.
    const refused = await failureOf(studio.adminApi.sendCampaign(onShop._id));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/settle it there/);
  });

  it('shows a subject changed on the web and offline as a conflict, and merges other fields', async () => {
    const onShop = await shop.api<Campaign>('POST', '/newsletter/campaigns', letter('Hello'));
    await studio.sync.syncNow();
    const [local] = await studio.adminApi.listCampaigns();
    await shop.stop();
    await studio.adminApi.updateCampaign(local!._id, {
      ...letter('Hello from the studio', 'New words from the train.'),
      version: local!.version,
    });
    await shop.restart();
    await shop.api('PATCH', `/newsletter/campaigns/${onShop._id}`, {
      version: onShop.version,
      subject: 'Hello from the web',
    });

    const synced = await studio.sync.syncNow();
    expect(synced.conflicts).toHaveLength(1);
    expect(synced.conflicts[0]).toMatchObject({
      collection: 'campaigns',
      kind: 'edited-on-server',
      conflictingFields: ['subject'],
    });
    const [kept] = await shop.api<Campaign[]>('GET', '/newsletter/campaigns');
    expect(kept).toMatchObject({ subject: 'Hello from the web', text: onShop.text });

    // Only the text changed offline while the web changed the subject: both are kept.
    await shop.api('PUT', `/newsletter/campaigns/${onShop._id}`, {
      ...letter('Hello again'),
      version: kept!.version,
    });
    await studio.sync.resolveConflict(synced.conflicts[0]!.id, 'server');
    await studio.sync.syncNow();
    const [fresh] = await studio.adminApi.listCampaigns();
    await shop.stop();
    await studio.adminApi.updateCampaign(fresh!._id, {
      ...letter('Hello again', 'Only the words changed here.'),
      version: fresh!.version,
    });
    await shop.restart();
    const current = (await shop.api<Campaign[]>('GET', '/newsletter/campaigns'))[0]!;
    await shop.api('PATCH', `/newsletter/campaigns/${onShop._id}`, {
      version: current.version,
      subject: 'Hello again, from the web',
    });
    expect(await studio.sync.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const [merged] = await shop.api<Campaign[]>('GET', '/newsletter/campaigns');
    expect(merged).toMatchObject({
      subject: 'Hello again, from the web',
      text: 'Only the words changed here.',
    });
  });
});
