import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_LAYAWAY, depositSchedule, layawaySchedule } from '@kawaii/shared';
import { PaymentPlanField } from './PaymentPlanField.tsx';
import type { ChosenPlan } from './use-layaway.ts';

const layaway = { ...DEFAULT_LAYAWAY, enabled: true };
const today = new Date('2027-01-10T12:00:00.000Z');

const text = (plan: ChosenPlan) =>
  renderToStaticMarkup(<PaymentPlanField plan={plan} disabled={false} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the checkout’s payment plan', () => {
  it('offers each number of instalments and shows the chosen schedule to the cent', () => {
    const schedule = layawaySchedule(25_000, 3, today, 30);
    const shown = text({
      layaway,
      choices: [2, 3],
      instalments: 3,
      schedule,
      deposit: [],
      dueNowCents: schedule[0]!.amountCents,
    });
    expect(shown).toContain('Pay in full Pay in 2 instalments Pay in 3 instalments');
    expect(shown).toContain('Today $83.34 February 9, 2027 $83.33 March 11, 2027 $83.33');
    expect(shown).toContain('The first payment is non-refundable');
  });

  it('shows a made-to-order deposit without layaway, and nothing for a plain order', () => {
    const deposit = depositSchedule(18_000, 5400, today);
    const plain = { layaway, choices: [], instalments: null, schedule: [], dueNowCents: 18_000 };
    expect(text({ ...plain, deposit, dueNowCents: 5400 })).toBe(
      'Deposit today $54.00 ; the balance of $126.00 is due before your order ships.',
    );
    expect(text({ ...plain, deposit: [] })).toBe('');
  });
});
