// Moving an order along its workflow, with an optional note for its history. Paid, delivered
// and cancelled ask first; a refused move shows the server's reason right where it was asked for.

import { useId, useState } from 'react';
import { CARRIERS, ORDER_STATUS_LABELS, type AdminOrder } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { statusActions, type StatusAction } from './status-actions.ts';
import { useReadOrder } from './use-read-order.ts';

const NOTE_MAX_LENGTH = 500;

interface OrderStatusActionsProps {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
}

export function OrderStatusActions({ order, onChanged }: OrderStatusActionsProps) {
  const api = useAdminApi();
  const readOrder = useReadOrder();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [visibleToCustomer, setVisibleToCustomer] = useState(false);
  const [carrier, setCarrier] = useState<string>(CARRIERS[0].name);
  const [trackingNumber, setTrackingNumber] = useState('');
  const [saving, setSaving] = useState<StatusAction | null>(null);
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const actions = statusActions(order);

  async function move(action: StatusAction) {
    setSaving(action);
    setError(null);
    setDone(null);
    try {
      const updated = await api.updateOrderStatus(
        order._id,
        action.status,
        note.trim() || undefined,
        action.status === 'shipped'
          ? { visibleToCustomer, carrier, trackingNumber: trackingNumber.trim() }
          : { visibleToCustomer },
      );
      setNote('');
      setTrackingNumber('');
      setVisibleToCustomer(false);
      setConfirming(null);
      setDone(`Order ${updated.orderId} is now ${ORDER_STATUS_LABELS[updated.status]}.`);
      onChanged(updated);
    } catch (failure) {
      setError(readFailure(failure).message);
      // A refused move usually means the order changed elsewhere: show it as it is now.
      readOrder(order._id).then(onChanged, () => undefined);
    } finally {
      setSaving(null);
    }
  }

  return (
    <section className="order-details__section order-actions" aria-label="Update status">
      <p className="order-actions__done" role="status">
        {done}
      </p>
      {error && !confirming && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {actions.length === 0 ? (
        <p className="order-actions__final">
          This order is {ORDER_STATUS_LABELS[order.status]}: there is nothing more to do.
        </p>
      ) : (
        <>
          <h3>Update status</h3>
          <div className="field">
            <label className="field__label" htmlFor={noteId}>
              Note <span className="field__optional">(optional)</span>
            </label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={NOTE_MAX_LENGTH}
              value={note}
              placeholder="e.g. a tracking number, or how the payment arrived"
              onChange={(event) => setNote(event.target.value)}
            />
            <label className="order-actions__visible">
              <input
                type="checkbox"
                checked={visibleToCustomer}
                onChange={(event) => setVisibleToCustomer(event.target.checked)}
              />{' '}
              Visible to the customer (order page and email)
            </label>
          </div>
          {actions.some((action) => action.status === 'shipped') && (
            <div className="order-actions__shipping">
              <div className="field">
                <label className="field__label" htmlFor={`${noteId}-carrier`}>
                  Carrier
                </label>
                <select
                  id={`${noteId}-carrier`}
                  value={carrier}
                  onChange={(event) => setCarrier(event.target.value)}
                >
                  {CARRIERS.map((option) => (
                    <option key={option.id} value={option.name}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label className="field__label" htmlFor={`${noteId}-tracking`}>
                  Tracking number
                </label>
                <input
                  id={`${noteId}-tracking`}
                  type="text"
                  maxLength={100}
                  value={trackingNumber}
                  onChange={(event) => setTrackingNumber(event.target.value)}
                />
              </div>
            </div>
          )}
          <div className="order-actions__buttons">
            {actions.map((action) => (
              <div key={action.status} className="order-actions__action">
                <button
                  type="button"
                  className={`button ${action.tone === 'danger' ? 'button--ghost order-actions__cancel' : 'button--primary'}`}
                  disabled={saving !== null}
                  onClick={() => {
                    setError(null);
                    if (action.confirmation) setConfirming(action);
                    else void move(action);
                  }}
                >
                  {saving?.status === action.status && !confirming ? 'Saving...' : action.label}
                </button>
                {action.hint && <p className="order-actions__hint">{action.hint}</p>}
              </div>
            ))}
          </div>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={confirming.confirmation?.title ?? ''}
          message={confirming.confirmation?.message ?? ''}
          confirmLabel={confirming.confirmation?.confirmLabel}
          busyLabel={confirming.confirmation?.busyLabel}
          busy={saving !== null}
          error={error}
          onConfirm={() => void move(confirming)}
          onCancel={() => {
            setConfirming(null);
            setError(null);
          }}
        />
      )}
    </section>
  );
}
