import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMMISSION_SETTINGS, type CommissionSettings } from '@kawaii/shared';
import { ANONYMOUS_VIEWER } from '../core/viewer.ts';
import { createServices, type Services } from '../services.ts';
import { buildProduct } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { readCommissionQuestion } from './commissions-reply.ts';

// The assistant answers commission questions from the shop's real commission settings.

let database: TestDatabase;
let services: Services;
beforeEach(() => {
  database = createTestDatabase();
  services = createServices(database.db, undefined, database.uploadsDir);
});
afterEach(() => database.cleanup());

function settle(changes: Partial<CommissionSettings>) {
  services.commissions.saveSettings({ ...DEFAULT_COMMISSION_SETTINGS, ...changes });
}
const ask = (question: string) => services.assistant.answerOffline(question, { userId: null });

async function takeSlot() {
  const answer = await services.commissions.request(
    {
      name: 'Mia',
      email: 'mia@example.test',
      description: 'Suki',
      size: 'Doll 1/6 (YOSD)',
      budgetMin: undefined,
      budgetMax: undefined,
      acceptTerms: true,
    },
    [],
    ANONYMOUS_VIEWER,
  );
  const id = services.commissions.list().commissions[0]!._id;
  services.commissions.quote(id, {
    priceCents: 30_000,
    timeline: '8 weeks',
    milestones: [{ label: 'All', amountCents: 30_000 }],
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  services.commissions.accept(String(answer.number), answer.key, ANONYMOUS_VIEWER);
}

describe('the assistant on commissions', () => {
  it('says whether commissions are open, and how many slots are left', async () => {
    settle({ status: 'open', slots: 3 });
    const open = ask('Are commissions open?');
    expect(open.topic).toBe('commissions');
    expect(open.text).toContain('Yes, commissions are open!');
    expect(open.text).toContain('3 slots are left');
    expect(open.text).toContain('[the commissions page](/commissions)');

    await takeSlot();
    expect(ask('How many slots are left?').text).toContain('2 slots are left');

    settle({ status: 'open', slots: 1 });
    expect(ask('How many slots are left?').text).toContain('All commission slots are taken');
    settle({ status: 'waitlist', slots: 5 });
    expect(ask('Are you open for commissions?').text).toContain('join the waitlist');
    settle({ status: 'closed' });
    expect(ask('Are commissions open?').text).toContain('Commissions are closed right now');
  });

  it('tells how to order a custom doll, with the stages from the settings', () => {
    settle({ status: 'open', stages: ['Sketch', 'Sculpt', 'Paint'] });
    const how = ask('How do I order a custom doll?');
    expect(how.topic).toBe('commissions');
    expect(how.text).toContain('Send a request on [the commissions page](/commissions)');
    expect(how.text).toContain('up to 5 reference pictures');
    expect(how.text).toContain('(Sketch, Sculpt, Paint)');
    expect(how.text).not.toContain('closed');
  });

  it('answers what a custom doll costs from the price guide and the custom pieces on sale', () => {
    settle({
      status: 'open',
      intro: 'Custom pieces each season.\nFace-ups start at $60. Full 1/6 dolls from $350.',
    });
    const doll = buildProduct(database.db, { title: 'Custom Portrait Doll', priceCents: 18_000 });
    const price = ask('How much is a custom doll?');
    expect(price.topic).toBe('commissions');
    expect(price.text).toContain(
      "From Momo's price guide: Face-ups start at $60. Full 1/6 dolls from $350.",
    );
    expect(price.text).toContain(`[Custom Portrait Doll](/shop/${doll.id}) ($180.00)`);
    expect(price.text).toContain('quoted on its own request');
  });

  it('reads which commission question is asked', () => {
    expect(readCommissionQuestion('Are commissions open?')).toBe('openness');
    expect(readCommissionQuestion('How many slots are left?')).toBe('openness');
    expect(readCommissionQuestion('How do I order a custom doll?')).toBe('how');
    expect(readCommissionQuestion('What does a commission cost?')).toBe('price');
  });
});
