// The order's payment ledger on the desk: every payment recorded (amount, when, reference, who),
// and a form to record the next one. The order's status follows its balance: a part paid makes
// it Partly Paid, the last part Paid.

import { useId, useState, type FormEvent } from 'react';
import {
  formatCents,
  formatLocalDateTime,
  isAwaitingPayment,
  paymentProblem,
  toCents,
  type AdminOrder,
} from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';

interface OrderPaymentsProps {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
}

/** Today as the date field reads it (local), for its default and its upper bound. */
function today(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function OrderPayments({ order, onChanged }: OrderPaymentsProps) {
  const api = useAdminApi();
  const id = useId();
  const { balanceCents } = order.totals;
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = isAwaitingPayment(order.status) && balanceCents > 0;

  async function record(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    const dollars = Number(amount);
    const amountCents = toCents(dollars);
    if (!amount.trim() || !Number.isFinite(dollars) || amountCents <= 0) {
      setError('Enter the amount received.');
      return;
    }
    const problem = paymentProblem(balanceCents, amountCents);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    try {
      // Noon of the chosen day: the same date in every time zone the desk is read in.
      const receivedAt =
        receivedOn === today() ? undefined : new Date(`${receivedOn}T12:00:00`).toISOString();
      const answer = await api.recordOrderPayment(order._id, {
        amountCents,
        ...(receivedAt ? { receivedAt } : {}),
        ...(reference.trim() ? { reference: reference.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      setAmount('');
      setReference('');
      setNote('');
      setDone(
        `Recorded ${formatCents(answer.payment.amountCents)}. Balance due: ${formatCents(answer.order.totals.balanceCents)}.`,
      );
      onChanged(answer.order);
    } catch (failure) {
      setError(readFailure(failure).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="order-details__section order-payments" aria-label="Payments">
      <h3>Payments</h3>
      {order.payments.length === 0 ? (
        <p className="order-payments__none">No payment recorded yet.</p>
      ) : (
        <ul className="order-payments__list">
          {order.payments.map((payment) => (
            <li key={payment._id} className="order-payments__entry">
              <strong>{formatCents(payment.amountCents)}</strong>
              <time dateTime={payment.receivedAt}>{formatLocalDateTime(payment.receivedAt)}</time>
              <span>
                Zelle{payment.reference ? ` · ref. ${payment.reference}` : ''}
                {payment.recordedBy ? ` · by ${payment.recordedBy}` : ''}
              </span>
              {payment.note && <p className="order-payments__note">{payment.note}</p>}
            </li>
          ))}
        </ul>
      )}
      {/* A cancelled order owes the shop nothing more: its money is the refund due below. */}
      {!order.refundDue && (
        <p className="order-payments__balance">
          Balance due <strong>{formatCents(balanceCents)}</strong>
        </p>
      )}
      <p className="order-actions__done" role="status">
        {done}
      </p>
      {open && (
        <form className="order-payments__form" onSubmit={record} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-amount`}>
              Amount received ($)
            </label>
            <input
              id={`${id}-amount`}
              name="amount"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              max={(balanceCents / 100).toFixed(2)}
              value={amount}
              placeholder={(balanceCents / 100).toFixed(2)}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-date`}>
              Received on
            </label>
            <input
              id={`${id}-date`}
              name="receivedOn"
              type="date"
              max={today()}
              value={receivedOn}
              onChange={(event) => setReceivedOn(event.target.value || today())}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-reference`}>
              Zelle reference <span className="field__optional">(optional)</span>
            </label>
            <input
              id={`${id}-reference`}
              name="reference"
              type="text"
              maxLength={200}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-note`}>
              Payment note <span className="field__optional">(optional)</span>
            </label>
            <input
              id={`${id}-note`}
              name="paymentNote"
              type="text"
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Recording...' : 'Record payment'}
          </button>
        </form>
      )}
    </section>
  );
}
