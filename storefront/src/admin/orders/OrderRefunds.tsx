// Giving money back on the desk: the refunds recorded so far, and a form for the next one
// (amount, reason, Zelle reference, units to put back in stock line by line). At most what was
// paid and not yet refunded; the buyer gets a mail, and the order shows what it netted.

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  formatCents,
  formatLocalDateTime,
  netPaidCents,
  refundProblem,
  refundableCents,
  toCents,
  type RefundDue,
  type AdminOrder,
} from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { GiveBackFirstPayment } from './GiveBackFirstPayment.tsx';

export function OrderRefunds({
  order,
  onChanged,
}: {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
}) {
  const api = useAdminApi();
  const id = useId();
  const due = order.refundDue ?? null;
  // A cancelled order gives back what is due under its policy; any other, what was paid.
  const refundable = due
    ? Math.min(due.dueCents, refundableCents(order.totals))
    : refundableCents(order.totals);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [restock, setRestock] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (order.totals.paidCents === 0 && order.refunds.length === 0) return null;

  async function record(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    const amountCents = toCents(Number(amount));
    if (!amount.trim() || !Number.isFinite(Number(amount)) || amountCents <= 0) {
      setError('Enter the amount refunded.');
      return;
    }
    const problem = refundProblem(order.totals, amountCents, due);
    if (problem) {
      setError(problem);
      return;
    }
    if (!reason.trim()) {
      setError('Say why the money goes back.');
      return;
    }
    setSaving(true);
    try {
      const answer = await api.recordOrderRefund(order._id, {
        amountCents,
        reason: reason.trim(),
        ...(reference.trim() ? { reference: reference.trim() } : {}),
        restock: Object.entries(restock)
          .map(([lineId, quantity]) => ({ lineId, quantity: Number(quantity) || 0 }))
          .filter((line) => line.quantity > 0),
      });
      setAmount('');
      setReason('');
      setReference('');
      setRestock({});
      setDone(`Refunded ${formatCents(answer.refund.amountCents)}. The buyer is told by email.`);
      onChanged(answer.order);
    } catch (failure) {
      setError(readFailure(failure).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="order-details__section order-payments" aria-label="Refunds">
      <h3>Refunds</h3>
      {due && (
        <RefundDueNote due={due}>
          <GiveBackFirstPayment order={order} due={due} onChanged={onChanged} />
        </RefundDueNote>
      )}
      {order.refunds.length > 0 && (
        <ul className="order-payments__list">
          {order.refunds.map((refund) => (
            <li key={refund._id} className="order-payments__entry">
              <strong>-{formatCents(refund.amountCents)}</strong>
              <time dateTime={refund.createdAt}>{formatLocalDateTime(refund.createdAt)}</time>
              <span>
                {refund.reference ? `ref. ${refund.reference}` : 'Zelle'}
                {refund.recordedBy ? ` · by ${refund.recordedBy}` : ''}
              </span>
              <p className="order-payments__note">{refund.reason}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="order-payments__balance">
        Net paid <strong>{formatCents(netPaidCents(order.totals))}</strong>
      </p>
      <p className="order-actions__done" role="status">
        {done}
      </p>
      {refundable > 0 && (
        <form className="order-payments__form" onSubmit={record} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-amount`}>
              Amount refunded ($)
            </label>
            <input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              max={(refundable / 100).toFixed(2)}
              placeholder={(refundable / 100).toFixed(2)}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-reason`}>
              Reason
            </label>
            <input
              id={`${id}-reason`}
              type="text"
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-reference`}>
              Refund reference <span className="field__optional">(optional)</span>
            </label>
            <input
              id={`${id}-reference`}
              type="text"
              maxLength={200}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          </div>
          {order.items
            .flatMap(({ lineId, ...item }) => (lineId ? [{ ...item, lineId }] : []))
            .map((item) => (
              <div key={item.lineId} className="field">
                <label className="field__label" htmlFor={`${id}-restock-${item.lineId}`}>
                  Back in stock: {item.title}
                </label>
                <input
                  id={`${id}-restock-${item.lineId}`}
                  type="number"
                  min="0"
                  max={item.quantity}
                  step="1"
                  value={restock[item.lineId] ?? ''}
                  placeholder="0"
                  onChange={(event) =>
                    setRestock((previous) => ({ ...previous, [item.lineId]: event.target.value }))
                  }
                />
              </div>
            ))}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--ghost" disabled={saving}>
            {saving ? 'Refunding...' : 'Record refund'}
          </button>
        </form>
      )}
    </section>
  );
}

/**
 * What a cancelled order owes back. Zelle refunds are sent by hand, outside the shop: the desk
 * shows what is due until refunds recorded here cover it.
 */
function RefundDueNote({ due, children }: { due: RefundDue; children: ReactNode }) {
  return (
    <div className={due.dueCents > 0 ? 'refund-due refund-due--open' : 'refund-due'}>
      <p className="refund-due__figure">
        Refund due <strong>{formatCents(due.dueCents)}</strong>
      </p>
      <p className="refund-due__hint">
        {due.dueCents > 0
          ? 'Send it by Zelle, then record it below with its reference.'
          : 'Everything due has been refunded.'}
        {due.keptCents > 0 &&
          ` The non-refundable first payment of ${formatCents(due.keptCents)} is kept.`}
      </p>
      {children}
    </div>
  );
}
