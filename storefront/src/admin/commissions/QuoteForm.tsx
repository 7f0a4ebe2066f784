// The quote: a price, a timeline, an expiry date, and the milestones the price is paid in (each
// an amount or a share of the price, due on accepting or at a stage). The milestones must add up to the price; the form shows what
// is left to place, and the server checks it again.

import { useState } from 'react';
import { formatCents, milestoneAmounts, toCents, type CommissionQuoteInput } from '@kawaii/shared';

interface MilestoneRow {
  label: string;
  amount: string;
  dueAtStage: string;
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function QuoteForm({
  stages,
  validDays,
  busy,
  onSend,
}: {
  stages: string[];
  validDays: number;
  busy: boolean;
  onSend(quote: CommissionQuoteInput): Promise<boolean>;
}) {
  const [price, setPrice] = useState('');
  const [timeline, setTimeline] = useState('');
  const [expires, setExpires] = useState(inDays(validDays));
  const [rows, setRows] = useState<MilestoneRow[]>([
    { label: 'Deposit', amount: '', dueAtStage: '' },
    { label: 'Balance', amount: '', dueAtStage: stages.at(-1) ?? '' },
  ]);
  const priceCents = toCents(Number(price) || 0);
  const amounts = milestoneAmounts(
    rows.map((row) => row.amount),
    priceCents,
  );
  const placed = amounts.reduce((sum, amount) => sum + amount, 0);
  const change = (index: number, patch: Partial<MilestoneRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <form
      className="commission-step__form"
      onSubmit={(event) => {
        event.preventDefault();
        void onSend({
          priceCents,
          timeline,
          // End of the chosen day, so a quote "valid until the 14th" is good all that day.
          expiresAt: new Date(`${expires}T23:59:59`).toISOString(),
          milestones: rows.map((row, index) => ({
            label: row.label,
            amountCents: amounts[index]!,
            ...(row.dueAtStage ? { dueAtStage: row.dueAtStage } : {}),
          })),
        });
      }}
    >
      <div className="commission-step__row">
        <label className="field">
          <span className="field__label">Price ($)</span>
          <input
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Valid until</span>
          <input type="date" value={expires} onChange={(event) => setExpires(event.target.value)} />
        </label>
      </div>
      <label className="field">
        <span className="field__label">Timeline</span>
        <input value={timeline} onChange={(event) => setTimeline(event.target.value)} />
      </label>
      <fieldset className="commission-step__milestones">
        <legend>Milestones ({formatCents(priceCents - placed)} left to place)</legend>
        <p className="field__hint">An amount in dollars, or a share of the price such as 50%.</p>
        {rows.map((row, index) => (
          <div key={index} className="commission-step__row">
            <label className="field">
              <span className="field__label">Milestone {index + 1}</span>
              <input
                value={row.label}
                onChange={(event) => change(index, { label: event.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">Amount ($)</span>
              <input
                inputMode="decimal"
                value={row.amount}
                onChange={(event) => change(index, { amount: event.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">Due</span>
              <select
                value={row.dueAtStage}
                onChange={(event) => change(index, { dueAtStage: event.target.value })}
              >
                <option value="">On accepting</option>
                {stages.map((stage) => (
                  <option key={stage} value={stage}>
                    At {stage}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ))}
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            setRows((current) => [...current, { label: '', amount: '', dueAtStage: '' }])
          }
        >
          Add a milestone
        </button>
      </fieldset>
      <button type="submit" className="button button--primary" disabled={busy}>
        Send the quote
      </button>
    </form>
  );
}
