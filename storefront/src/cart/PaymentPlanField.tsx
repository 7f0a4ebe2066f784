import { formatCents, formatDate, planPolicyText } from '@kawaii/shared';
import { usePaymentPlan } from './payment-plan-store.ts';
import type { ChosenPlan } from './use-layaway.ts';

/**
 * Pay in full or, when the shop offers layaway for this total, in N instalments: the schedule
 * (to the cent) and the policy show before the order is placed.
 */
export function PaymentPlanField({ plan, disabled }: { plan: ChosenPlan; disabled: boolean }) {
  const choose = usePaymentPlan((state) => state.choose);
  const { layaway, choices, instalments, schedule, deposit } = plan;
  const depositNote = deposit.length === 2 && (
    <p className="field__hint payment-plan__deposit">
      Deposit today <strong>{formatCents(deposit[0]!.amountCents)}</strong>; the balance of{' '}
      {formatCents(deposit[1]!.amountCents)} is due before your order ships.
    </p>
  );
  if (!layaway || choices.length === 0) return depositNote || null;
  return (
    <fieldset className="payment-methods payment-plan" disabled={disabled}>
      <legend className="field__label">Payment plan</legend>
      <label className="payment-method">
        <input
          type="radio"
          name="paymentPlan"
          checked={instalments === null}
          onChange={() => choose(null)}
        />
        <span className="payment-method__name">
          {deposit.length === 2 ? 'Deposit now, the rest before it ships' : 'Pay in full'}
        </span>
      </label>
      {choices.map((count) => (
        <label key={count} className="payment-method">
          <input
            type="radio"
            name="paymentPlan"
            checked={instalments === count}
            onChange={() => choose(count)}
          />
          <span className="payment-method__name">Pay in {count} instalments</span>
        </label>
      ))}
      {depositNote}
      {instalments !== null && (
        <>
          <ol className="payment-plan__schedule" aria-label="Instalment schedule">
            {schedule.map((instalment, index) => (
              <li key={index}>
                <span>{index === 0 ? 'Today' : formatDate(instalment.dueAt ?? '')}</span>{' '}
                <strong>{formatCents(instalment.amountCents)}</strong>
              </li>
            ))}
          </ol>
          <p className="field__hint">
            {planPolicyText({
              kind: 'layaway',
              graceDays: layaway.graceDays,
              firstPaymentNonRefundable: layaway.firstPaymentNonRefundable,
            })}
          </p>
        </>
      )}
    </fieldset>
  );
}
