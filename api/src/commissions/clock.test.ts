import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMMISSION_SETTINGS, QUOTE_EXPIRED } from '@kawaii/shared';
import { ANONYMOUS_VIEWER, type Viewer } from '../core/viewer.ts';
import { outboxStore } from '../mail/outbox-store.ts';
import { createServices } from '../services.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import type { CommissionService } from './service.ts';

// What the clock does to commissions, with the clock in the test's hand: quotes about to expire
// and expired, milestones overdue, and the cancel the terms allow only past the grace.

const DAY = 86_400_000;
const START = Date.parse('2026-11-02T10:00:00.000Z');
const staff: Viewer = { userId: null, role: 'admin' };

let database: TestDatabase;
let clock: { now: Date };
let commissions: CommissionService;
beforeEach(() => {
  database = createTestDatabase();
  clock = { now: new Date(START) };
  commissions = createServices(database.db, undefined, database.uploadsDir, null, {
    publicOrigin: 'https://kawaii.example',
    now: () => clock.now,
  }).commissions;
  commissions.saveSettings({ ...DEFAULT_COMMISSION_SETTINGS, status: 'open', graceDays: 7 });
});
afterEach(() => database.cleanup());

const at = (days: number) => new Date(START + days * DAY);
const kindsMailed = () =>
  outboxStore(database.db)
    .list({ limit: 100 })
    .map((email) => email.kind)
    .filter((kind) => kind !== 'commission-new-request')
    .sort();

async function quoted(expiresInDays = 14) {
  const answer = await commissions.request(
    {
      name: 'Mia Chen',
      email: 'mia@example.test',
      description: 'A 1/6 doll of my character Suki.',
      size: 'Doll 1/6 (YOSD)',
      budgetMin: undefined,
      budgetMax: undefined,
      acceptTerms: true,
    },
    [],
    ANONYMOUS_VIEWER,
  );
  const id = commissions.list().commissions.find((one) => one.number === answer.number)!._id;
  commissions.quote(id, {
    priceCents: 40_000,
    timeline: 'About 10 weeks',
    milestones: [
      { label: 'Deposit', amountCents: 20_000 },
      { label: 'Balance', amountCents: 20_000, dueAtStage: 'Paint' },
    ],
    expiresAt: at(expiresInDays).toISOString(),
  });
  return { ...answer, id };
}

describe('quotes on the clock', () => {
  it('sends one notice two days before a quote expires, then expires it and tells the client', async () => {
    const { id, number, key } = await quoted(14);
    clock.now = at(11.9);
    expect(commissions.sweep()).toEqual({ expiringNotices: 0, expired: 0, paymentReminders: 0 });

    clock.now = at(12);
    expect(commissions.sweep().expiringNotices).toBe(1);
    clock.now = at(13);
    expect(commissions.sweep().expiringNotices).toBe(0);
    expect(kindsMailed()).toContain('commission-quote-expiring');

    clock.now = at(14.01);
    expect(commissions.sweep().expired).toBe(1);
    expect(commissions.sweep().expired).toBe(0);
    const stored = database.db.prepare('SELECT status FROM commissions WHERE id = ?').get(id);
    expect(stored).toEqual({ status: 'expired' });
    expect(kindsMailed()).toEqual([
      'commission-quote',
      'commission-quote-expired',
      'commission-quote-expiring',
      'commission-request',
    ]);
    expect(() => commissions.accept(String(number), key, ANONYMOUS_VIEWER)).toThrow(QUOTE_EXPIRED);
    // An expired request leaves the waiting queue, and the artist may quote it anew.
    expect(commissions.get(id).queuePosition).toBeNull();
    commissions.quote(id, {
      priceCents: 30_000,
      timeline: '8 weeks',
      milestones: [{ label: 'All at once', amountCents: 30_000 }],
      expiresAt: at(28).toISOString(),
    });
    expect(commissions.get(id).status).toBe('quoted');
  });

  it('frees nothing it did not hold: an accepted commission keeps its slot as quotes expire', async () => {
    commissions.saveSettings({ ...DEFAULT_COMMISSION_SETTINGS, status: 'open', slots: 2 });
    const first = await quoted(14);
    commissions.accept(String(first.number), first.key, ANONYMOUS_VIEWER);
    await quoted(3);
    expect(commissions.openings().slotsLeft).toBe(1);
    clock.now = at(4);
    expect(commissions.sweep().expired).toBe(1);
    expect(commissions.openings().slotsLeft).toBe(1);
  });
});

describe('milestones on the clock', () => {
  it('reminds once of a milestone overdue, and allows a cancel only past the grace', async () => {
    const { id, number, key } = await quoted();
    clock.now = at(1);
    commissions.accept(String(number), key, ANONYMOUS_VIEWER);

    // The deposit fell due on accepting: overdue three days later, cancellable after seven.
    expect(commissions.get(id).unpaidMilestone).toMatchObject({
      label: 'Deposit',
      unpaidCents: 20_000,
      dueAt: at(1).toISOString(),
      remindAt: at(4).toISOString(),
      cancellableFrom: at(8).toISOString(),
    });
    clock.now = at(3.9);
    expect(commissions.sweep().paymentReminders).toBe(0);
    clock.now = at(4);
    expect(commissions.sweep().paymentReminders).toBe(1);
    expect(commissions.sweep().paymentReminders).toBe(0);
    expect(kindsMailed().filter((kind) => kind === 'commission-payment-reminder')).toHaveLength(1);

    clock.now = at(7.9);
    expect(() => commissions.move(id, 'cancelled')).toThrow(
      /The Deposit milestone is unpaid since .*; under the terms the commission can be cancelled from November 10, 2026/,
    );
    expect(commissions.get(id).status).toBe('accepted');

    clock.now = at(8);
    expect(commissions.move(id, 'cancelled').status).toBe('cancelled');
    expect(kindsMailed()).toContain('commission-cancelled');
    expect(commissions.openings().slotsLeft).toBe(DEFAULT_COMMISSION_SETTINGS.slots);
  });

  it('counts a stage milestone from its stage, and refuses a cancel while nothing is overdue', async () => {
    const { id, number, key } = await quoted();
    commissions.accept(String(number), key, ANONYMOUS_VIEWER);
    commissions.recordPayment(id, { amountCents: 20_000 }, staff);
    expect(commissions.get(id).unpaidMilestone).toBeNull();
    expect(() => commissions.move(id, 'cancelled')).toThrow(/Nothing is overdue/);

    clock.now = at(10);
    expect(commissions.sweep().paymentReminders).toBe(0);
    await commissions.postStage(
      id,
      { stage: 'Paint', note: 'Face-up done', askApproval: false, imagePaths: [] },
      [],
      staff,
    );
    expect(commissions.get(id).unpaidMilestone).toMatchObject({
      label: 'Balance',
      dueAt: at(10).toISOString(),
    });
    clock.now = at(13);
    expect(commissions.sweep().paymentReminders).toBe(1);
    // Paid in the meantime: no cancel, no further reminder.
    commissions.recordPayment(id, { amountCents: 20_000 }, staff);
    clock.now = at(30);
    expect(commissions.sweep().paymentReminders).toBe(0);
    expect(() => commissions.move(id, 'cancelled')).toThrow(/Nothing is overdue/);
  });

  it('answers a refused cancel with 409 on the wire', async () => {
    const { id, number, key } = await quoted();
    commissions.accept(String(number), key, ANONYMOUS_VIEWER);
    try {
      commissions.move(id, 'cancelled');
      expect.unreachable();
    } catch (error) {
      expect((error as { status: number }).status).toBe(409);
    }
  });
});
