import { formatCents, instalmentDueText, type Order } from '@kawaii/shared';
import './PaymentSchedule.css';

function paidText(amountCents: number, paidCents: number, cancelled: boolean): string {
  if (paidCents >= amountCents) return 'Paid';
  if (paidCents > 0) return `${formatCents(paidCents)} paid`;
  return cancelled ? 'Not due' : 'Due';
}

/**
 * An order paid in instalments: what is paid, what is due, and each instalment with its date and
 * what the payments so far cover of it, then the policy it was placed under. Nothing for an order
 * paid at once.
 */
export function PaymentSchedule({ order }: { order: Order }) {
  const schedule = order.schedule ?? [];
  const plan = order.paymentPlan;
  if (!plan || schedule.length === 0) return null;
  const cancelled = order.status === 'cancelled';
  return (
    <section className="payment-schedule" aria-label="Payment schedule">
      <h3 className="payment-schedule__title">
        {plan.kind === 'deposit'
          ? 'Deposit, then the balance before shipping'
          : `Layaway: ${schedule.length} instalments`}
      </h3>
      {cancelled ? (
        // A cancelled order asks nothing more: what was paid goes by its refund due.
        <p className="payment-schedule__sums">
          Paid <strong>{formatCents(order.totals.paidCents)}</strong> · Cancelled: nothing more is
          due
        </p>
      ) : plan.kind === 'deposit' ? (
        <DepositSums order={order} />
      ) : (
        <p className="payment-schedule__sums">
          Paid <strong>{formatCents(order.totals.paidCents)}</strong> · Due{' '}
          <strong>{formatCents(order.totals.balanceCents)}</strong>
        </p>
      )}
      <table className="payment-schedule__table">
        <thead>
          <tr>
            <th scope="col">Instalment</th>
            <th scope="col">Due</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((instalment, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{instalmentDueText(instalment.dueAt)}</td>
              <td>{formatCents(instalment.amountCents)}</td>
              <td>{paidText(instalment.amountCents, instalment.paidCents, cancelled)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="payment-schedule__policy">{plan.policy}</p>
    </section>
  );
}

/**
 * A deposit order's two figures: the deposit (due, or paid) and the balance (due before it
 * ships, or due now once the deposit is in).
 */
function DepositSums({ order }: { order: Order }) {
  const [deposit, balance] = order.schedule ?? [];
  if (!deposit || !balance) return null;
  if (deposit.paidCents < deposit.amountCents) {
    return (
      <p className="payment-schedule__sums">
        Deposit due <strong>{formatCents(deposit.amountCents - deposit.paidCents)}</strong> ·
        Balance <strong>{formatCents(balance.amountCents)}</strong> before shipping
      </p>
    );
  }
  return (
    <p className="payment-schedule__sums">
      Deposit paid <strong>{formatCents(deposit.amountCents)}</strong> · Balance due{' '}
      <strong>{formatCents(order.totals.balanceCents)}</strong>
    </p>
  );
}
