// The Commissions screen in the studio while the shop is out of reach: the queue opens from what
// was last pulled, quotes, declines and stage posts (with a picture from her media library) are
// kept as steps and shown at once, and go up in order when the shop returns. A step the shop
// refuses is kept with its reason until she sends it again or lets it go: never lost silently.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Commission, CommissionRequestAnswer } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioServices } from './studio-services.ts';
import { ADMIN, startShopServer, type ShopServer } from './test/shop-server.ts';
import { newDataDir, openStudio, removeDataDir } from './test/studio-fixture.ts';

let shop: ShopServer;
let dataDir: string;
let pictures: string;
let studio: StudioServices;

const STAGES = ['Sketch', 'Sculpt', 'Paint', 'Ready to ship'];

beforeEach(async () => {
  shop = await startShopServer();
  dataDir = newDataDir();
  pictures = mkdtempSync(join(tmpdir(), 'kawaii-studio-commission-'));
  studio = openStudio(dataDir);
  await studio.signIn({ serverUrl: shop.url, email: ADMIN.email, password: ADMIN.password });
  await shop.api('PUT', '/commissions/settings', {
    status: 'open',
    slots: 5,
    intro: '',
    terms: '',
    stages: STAGES,
    quoteValidDays: 14,
    graceDays: 7,
  });
});

afterEach(async () => {
  await studio.close();
  removeDataDir(dataDir);
  rmSync(pictures, { recursive: true, force: true });
  await shop.close();
});

/** A client's request, sent to the shop as the public form sends it. */
async function request(name: string): Promise<CommissionRequestAnswer> {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    name,
    email: `${name.toLowerCase()}@example.test`,
    description: `A doll of ${name}'s character`,
    size: 'Doll 1/6 (YOSD)',
    acceptTerms: 'true',
  })) {
    form.append(field, value);
  }
  const response = await fetch(`${shop.url}/api/commissions`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as CommissionRequestAnswer;
}

const QUOTE = {
  priceCents: 40_000,
  timeline: 'About ten weeks',
  milestones: [
    { label: 'Deposit', amountCents: 20_000 },
    { label: 'Balance', amountCents: 20_000, dueAtStage: 'Ready to ship' },
  ],
  expiresAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
};

async function onShop(number: number): Promise<Commission> {
  const { commissions } = await shop.api<{ commissions: Commission[] }>('GET', '/commissions');
  return commissions.find((commission) => commission.number === number)!;
}

/** A commission the client accepted: its stages can be posted. */
async function accepted(name: string): Promise<Commission> {
  const answer = await request(name);
  const commission = await onShop(answer.number);
  await shop.api('POST', `/commissions/${commission._id}/quote`, QUOTE);
  const accept = await fetch(
    `${shop.url}/api/commissions/${answer.number}/accept?key=${encodeURIComponent(answer.key)}`,
    { method: 'POST' },
  );
  expect(accept.status).toBe(200);
  return onShop(answer.number);
}

describe('commissions in the studio, offline', () => {
  it('keeps quotes, declines and stage posts with pictures, and sends them when the shop returns', async () => {
    const toQuote = await onShop((await request('Mia')).number);
    const toDecline = await onShop((await request('Noor')).number);
    const inTheMaking = await accepted('Lou');
    const api = studio.adminApi;
    // Opened once online: the queue and the settings are kept for later.
    expect((await api.listCommissions()).commissions).toHaveLength(3);
    expect((await api.getCommissionSettings()).stages).toEqual(STAGES);
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffb7d5' } })
      .png()
      .toFile(join(pictures, 'sketch.png'));
    await studio.media.addFolder(pictures);

    await shop.stop();
    expect((await api.getCommissionSettings()).stages).toEqual(STAGES);
    const quoted = await api.quoteCommission(toQuote._id, QUOTE);
    expect(quoted).toMatchObject({ status: 'quoted', quote: { priceCents: 40_000 } });
    await api.declineCommissionRequest(toDecline._id, 'My queue is full of dragons this year.');
    const [sketch] = (await api.listMedia({})).items;
    expect(sketch!.path.startsWith('studio-local://')).toBe(true);
    await api.postCommissionStage(inTheMaking._id, {
      stage: 'Sketch',
      note: 'First sketch of Lou',
      askApproval: true,
      imagePaths: [sketch!.path],
    });

    // The queue opens offline, with her steps on their commissions.
    const offline = await api.listCommissions();
    const byNumber = new Map(offline.commissions.map((one) => [one.number, one]));
    expect(byNumber.get(toQuote.number)!.status).toBe('quoted');
    expect(byNumber.get(toDecline.number)).toMatchObject({
      status: 'declined',
      declineMessage: 'My queue is full of dragons this year.',
    });
    expect(byNumber.get(inTheMaking.number)!.stages.map((post) => post.note)).toEqual([
      'First sketch of Lou',
    ]);
    expect((await api.listCommissions('quoted')).commissions.map((one) => one.number)).toEqual([
      toQuote.number,
    ]);
    expect((await api.unsentCommissionSteps()).map((step) => [step.summary, step.state])).toEqual([
      ['Quote of $400.00', 'waiting'],
      ['Decline: “My queue is full of dragons this year.”', 'waiting'],
      ['Stage Sketch with 1 picture', 'waiting'],
    ]);
    const whileOffline = await studio.sync.syncNow();
    expect(whileOffline).toMatchObject({ online: false, pending: 3 });

    await shop.restart();
    expect(await studio.sync.syncNow()).toMatchObject({ online: true, pending: 0 });
    expect(await api.unsentCommissionSteps()).toEqual([]);
    expect((await onShop(toQuote.number)).quote).toMatchObject({ priceCents: 40_000 });
    expect(await onShop(toDecline.number)).toMatchObject({
      status: 'declined',
      declineMessage: 'My queue is full of dragons this year.',
    });
    const made = await onShop(inTheMaking.number);
    expect(made.status).toBe('in_progress');
    expect(made.stages).toHaveLength(1);
    expect(made.stages[0]).toMatchObject({ stage: 'Sketch', askApproval: true });
    expect(made.stages[0]!.images[0]).toMatch(/^\/uploads\//);
  });

  it('keeps a step the shop refuses, with its reason, to send again or let go', async () => {
    const first = await onShop((await request('Mia')).number);
    const second = await onShop((await request('Noor')).number);
    await studio.adminApi.listCommissions();
    await shop.stop();
    await studio.adminApi.quoteCommission(first._id, QUOTE);
    await studio.adminApi.quoteCommission(second._id, QUOTE);
    // Meanwhile, on the web: the first request was declined.
    await shop.restart();
    await shop.api('POST', `/commissions/${first._id}/decline-request`, { message: '' });

    const synced = await studio.sync.syncNow();
    expect(synced).toMatchObject({ online: true, pending: 1 });
    const [refused] = await studio.adminApi.unsentCommissionSteps();
    expect(refused).toMatchObject({
      commissionNumber: first.number,
      summary: 'Quote of $400.00',
      state: 'refused',
      problem: 'A declined commission cannot be quoted.',
    });
    // The other step went up all the same.
    expect((await onShop(second.number)).status).toBe('quoted');

    // Sent again it is refused again, and kept; let go, it is gone and nothing is pending.
    await studio.adminApi.retryCommissionStep(refused!.id);
    await studio.sync.syncNow();
    expect((await studio.adminApi.unsentCommissionSteps())[0]!.state).toBe('refused');
    expect(await studio.adminApi.discardCommissionStep(refused!.id)).toEqual([]);
    expect((await studio.sync.syncNow()).pending).toBe(0);
  });

  it('keeps her steps across a restart of the studio', async () => {
    const commission = await onShop((await request('Mia')).number);
    await studio.adminApi.listCommissions();
    await shop.stop();
    await studio.adminApi.quoteCommission(commission._id, QUOTE);
    await studio.close();

    studio = openStudio(dataDir);
    expect((await studio.adminApi.unsentCommissionSteps()).map((step) => step.summary)).toEqual([
      'Quote of $400.00',
    ]);
    await shop.restart();
    expect(await studio.sync.syncNow()).toMatchObject({ online: true, pending: 0 });
    expect((await onShop(commission.number)).status).toBe('quoted');
  });
});
