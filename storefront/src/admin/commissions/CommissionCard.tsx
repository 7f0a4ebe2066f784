// One commission in the queue: who asked and what for, their references, then the step the
// commission is at: quote or decline a request, post stages and record payments while it is
// made, move it to shipping. Each step answers the new commission; the list reloads.

import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  canDecline,
  canPostStage,
  canQuote,
  canRecordPayment,
  COMMISSION_STATUS_LABELS,
  formatCents,
  SLOT_HOLDING_STATUSES,
  formatLocalDateTime,
  toCents,
  type Commission,
  type CommissionStatus,
} from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { useSiteHref } from '../shell/site-url.tsx';
import { queryKeyFor } from '../../query/query-keys.ts';
import { StoredImage } from '../../ui/StoredImage.tsx';
import { QuoteForm } from './QuoteForm.tsx';
import { ShipForm } from './ShipForm.tsx';

/** The moves staff make by hand from each status (the server holds the same rule). */
const NEXT_MOVES: Partial<Record<CommissionStatus, CommissionStatus[]>> = {
  accepted: ['awaiting_payment', 'ready_to_ship'],
  in_progress: ['awaiting_payment', 'ready_to_ship'],
  awaiting_payment: ['in_progress', 'ready_to_ship'],
};

export function CommissionCard({
  commission,
  onChanged,
}: {
  commission: Commission;
  onChanged(): void;
}) {
  const api = useAdminApi();
  const siteHref = useSiteHref();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const settings = useQuery({
    queryKey: queryKeyFor('getCommissionSettings'),
    queryFn: () => api.getCommissionSettings(),
  }).data;
  const headingId = `commission-${commission._id}`;

  async function step(work: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await work();
      onChanged();
      return true;
    } catch (failure) {
      setError(readFailure(failure).message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const { money } = commission;
  const overdue =
    commission.unpaidMilestone && Date.parse(commission.unpaidMilestone.remindAt) <= Date.now()
      ? commission.unpaidMilestone
      : null;
  const shipping = settings ? shippingState(commission, settings.stages) : null;
  const mayCancel = overdue !== null && Date.parse(overdue.cancellableFrom) <= Date.now();
  return (
    <article className="commission-card" aria-labelledby={headingId}>
      <header className="commission-card__header">
        <h3 id={headingId}>
          #{commission.number} · {commission.name}
        </h3>
        <span className={`commission-badge commission-badge--${commission.status}`}>
          {COMMISSION_STATUS_LABELS[commission.status]}
        </span>
      </header>
      <p className="commission-card__meta">
        <a href={`mailto:${commission.email}`}>{commission.email}</a> · {commission.size}
        {commission.budgetMinCents !== null || commission.budgetMaxCents !== null
          ? ` · budget ${formatCents(commission.budgetMinCents ?? 0)}–${formatCents(commission.budgetMaxCents ?? 0)}`
          : ''}
        {commission.queuePosition !== null && ` · ${commission.queuePosition} in line`}
        {' · '}
        {formatLocalDateTime(commission.createdAt)}
      </p>
      <p className="commission-card__description">{commission.description}</p>
      {commission.references.length > 0 && (
        <div className="commission-card__pictures">
          {commission.references.map((path) => (
            <a key={path} href={siteHref(path)} target="_blank" rel="noreferrer">
              <StoredImage path={path} alt="A reference picture" sizes="96px" />
            </a>
          ))}
        </div>
      )}
      <p>
        <a href={siteHref(commission.clientPath)} target="_blank" rel="noreferrer">
          The client&apos;s page
        </a>
      </p>
      {money && (
        <p className="commission-card__money">
          Price {formatCents(money.priceCents)} · paid {formatCents(money.paidCents)} · still to pay{' '}
          {formatCents(money.balanceCents)}
          {money.dueNowCents > 0 && ` (${formatCents(money.dueNowCents)} due now)`}
        </p>
      )}
      {shipping !== 'ready' && shipping !== null && (
        <p className="commission-card__note">{shipping}</p>
      )}
      {commission.delivery && (
        <p>
          Shipped as order{' '}
          <a href={siteHref(commission.delivery.orderPath)} target="_blank" rel="noreferrer">
            {commission.delivery.orderId}
          </a>
          {commission.delivery.carrier &&
            ` · ${commission.delivery.carrier} ${commission.delivery.trackingNumber ?? ''}`}
        </p>
      )}
      {overdue && (
        <p className="commission-card__overdue" role="status">
          {overdue.label} ({formatCents(overdue.unpaidCents)}) unpaid since{' '}
          {formatLocalDateTime(overdue.dueAt)}.{' '}
          {mayCancel
            ? 'Past the grace period: you may cancel under the terms.'
            : `Under the terms it may be cancelled from ${formatLocalDateTime(overdue.cancellableFrom)}.`}
        </p>
      )}
      {commission.stages.length > 0 && (
        <ul className="commission-card__stages">
          {commission.stages.map((post) => (
            <li key={post._id}>
              <strong>{post.stage}</strong> {post.note}
              {post.askApproval && (post.approvedAt ? ' · approved ✓' : ' · waiting for approval')}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="commission-card__steps">
        {canQuote(commission.status) && settings && (
          <Step title={commission.quote ? 'Revise the quote' : 'Send a quote'}>
            <QuoteForm
              stages={settings.stages}
              validDays={settings.quoteValidDays}
              busy={busy}
              onSend={(quote) => step(() => api.quoteCommission(commission._id, quote))}
            />
          </Step>
        )}
        {canDecline(commission.status) && (
          <Step title="Decline">
            <DeclineForm
              busy={busy}
              onSend={(message) =>
                step(() => api.declineCommissionRequest(commission._id, message))
              }
            />
          </Step>
        )}
        {canPostStage(commission.status) && settings && (
          <Step title="Post a stage">
            <StageForm
              stages={settings.stages}
              busy={busy}
              onSend={(post) => step(() => api.postCommissionStage(commission._id, post))}
              upload={(file) => api.uploadImage(file, file.name)}
            />
          </Step>
        )}
        {canRecordPayment(commission.status) && money && money.balanceCents > 0 && (
          <Step title="Record a payment">
            <PaymentForm
              busy={busy}
              onSend={(payment) => step(() => api.recordCommissionPayment(commission._id, payment))}
            />
          </Step>
        )}
        {shipping === 'ready' && (
          <Step title="Ship">
            <ShipForm
              recipient={commission.name}
              busy={busy}
              onSend={(shipment) => step(() => api.shipCommission(commission._id, shipment))}
            />
          </Step>
        )}
        {(NEXT_MOVES[commission.status] ?? []).map((status) => (
          <button
            key={status}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void step(() => api.moveCommission(commission._id, status))}
          >
            Mark {COMMISSION_STATUS_LABELS[status].toLowerCase()}
          </button>
        ))}
        {mayCancel && (
          <button
            type="button"
            className="button button--primary admin-button--danger"
            disabled={busy}
            onClick={() => setConfirmingCancel(true)}
          >
            Cancel under the terms
          </button>
        )}
        {confirmingCancel && (
          <ConfirmDialog
            title={`Cancel commission #${commission.number}?`}
            message={`The client is told that the commission was cancelled under the terms they accepted, and the slot opens again.`}
            confirmLabel="Cancel the commission"
            busyLabel="Cancelling..."
            busy={busy}
            error={error}
            onConfirm={() =>
              void step(() => api.moveCommission(commission._id, 'cancelled')).then((done) => {
                if (done) setConfirmingCancel(false);
              })
            }
            onCancel={() => setConfirmingCancel(false)}
          />
        )}
      </div>
    </article>
  );
}

/**
 * 'ready' once the piece may ship (balance paid, last stage posted); else why not yet, for a
 * piece waiting to ship; null for any other.
 */
function shippingState(commission: Commission, stages: readonly string[]): string | null {
  if (!SLOT_HOLDING_STATUSES.includes(commission.status) || !commission.money) return null;
  const lastStage = stages.at(-1);
  const finished = commission.stages.some((post) => post.stage === lastStage);
  if (commission.money.balanceCents > 0) {
    return commission.status === 'ready_to_ship' || finished
      ? `${formatCents(commission.money.balanceCents)} is still to pay: the balance is due before shipping.`
      : null;
  }
  if (!finished) {
    return commission.status === 'ready_to_ship'
      ? `Post the last stage (${lastStage}) before shipping.`
      : null;
  }
  return 'ready';
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="commission-step">
      <summary>{title}</summary>
      {children}
    </details>
  );
}

function DeclineForm({
  busy,
  onSend,
}: {
  busy: boolean;
  onSend(message: string): Promise<boolean>;
}) {
  const [message, setMessage] = useState('');
  return (
    <form
      className="commission-step__form"
      onSubmit={(event) => {
        event.preventDefault();
        void onSend(message);
      }}
    >
      <label className="field">
        <span className="field__label">A note for the client (optional)</span>
        <textarea value={message} rows={3} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="submit" className="button" disabled={busy}>
        Decline the request
      </button>
    </form>
  );
}

function StageForm({
  stages,
  busy,
  onSend,
  upload,
}: {
  stages: string[];
  busy: boolean;
  onSend(post: {
    stage: string;
    note: string;
    askApproval: boolean;
    imagePaths: string[];
  }): Promise<boolean>;
  upload(file: File): Promise<{ path: string }>;
}) {
  const [stage, setStage] = useState(stages[0] ?? '');
  const [note, setNote] = useState('');
  const [askApproval, setAskApproval] = useState(false);
  const [paths, setPaths] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);

  async function addPictures(files: FileList | null) {
    if (!files) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        const stored = await upload(file);
        setPaths((current) => [...current, stored.path]);
      }
    } finally {
      setUploading(false);
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (await onSend({ stage, note, askApproval, imagePaths: paths })) {
      setNote('');
      setPaths([]);
      setAskApproval(false);
    }
  }

  return (
    <form className="commission-step__form" onSubmit={send}>
      <label className="field">
        <span className="field__label">Stage</span>
        <select value={stage} onChange={(event) => setStage(event.target.value)}>
          {stages.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Note for the client</span>
        <textarea value={note} rows={3} onChange={(event) => setNote(event.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">Pictures</span>
        <input
          type="file"
          accept="image/*"
          multiple
          onChange={(event) => void addPictures(event.target.files)}
        />
      </label>
      {paths.length > 0 && <p>{paths.length} picture(s) ready</p>}
      <label className="commission-step__check">
        <input
          type="checkbox"
          checked={askApproval}
          onChange={(event) => setAskApproval(event.target.checked)}
        />{' '}
        Ask the client to approve this stage
      </label>
      <button type="submit" className="button button--primary" disabled={busy || uploading}>
        Post the stage
      </button>
    </form>
  );
}

function PaymentForm({
  busy,
  onSend,
}: {
  busy: boolean;
  onSend(payment: {
    amountCents: number;
    reference?: string;
    receivedAt?: string;
  }): Promise<boolean>;
}) {
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(() => new Date().toISOString().slice(0, 10));
  return (
    <form
      className="commission-step__form"
      onSubmit={(event) => {
        event.preventDefault();
        // Noon UTC of the chosen day: the same date wherever the desk is.
        const receivedAt = receivedOn ? `${receivedOn}T12:00:00.000Z` : undefined;
        void onSend({ amountCents: toCents(Number(amount)), reference, receivedAt }).then(
          (sent) => {
            if (sent) setAmount('');
          },
        );
      }}
    >
      <label className="field">
        <span className="field__label">Amount received ($)</span>
        <input
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">Received on</span>
        <input
          type="date"
          value={receivedOn}
          onChange={(event) => setReceivedOn(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">Zelle reference (optional)</span>
        <input value={reference} onChange={(event) => setReference(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        Record the payment
      </button>
    </form>
  );
}
