// Where an order was placed from, and what that client address holds in unpaid orders: staff
// can release them all at once (each is cancelled, its stock back on sale) when one visitor is
// holding the shop's stock.

import { useState } from 'react';
import {
  MAX_RESERVED_UNITS_PER_CLIENT,
  formatLocalDateTime,
  formatMoney,
  type AdminOrder,
  type ClientReservations as Reservations,
} from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { useReadOrder } from './use-read-order.ts';

interface ClientReservationsProps {
  order: AdminOrder;
  /** This order as it is after a release (it may be among those cancelled). */
  onChanged: (order: AdminOrder) => void;
}

export function ClientReservations({ order, onChanged }: ClientReservationsProps) {
  const api = useAdminApi();
  const readOrder = useReadOrder();
  const address = order.clientAddress;
  const [reservations, setReservations] = useState<Reservations | null>(null);
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!address) return null;
  const clientAddress = address;

  async function show() {
    setLoading(true);
    setError(null);
    try {
      setReservations(await api.listClientReservations(clientAddress));
    } catch (failure) {
      setError(readFailure(failure).message);
    } finally {
      setLoading(false);
    }
  }

  async function release() {
    setReleasing(true);
    setError(null);
    try {
      const released = await api.releaseClientReservations(clientAddress);
      setConfirming(false);
      setDone(
        `Released ${released.released} unpaid ${released.released === 1 ? 'order' : 'orders'} from ${clientAddress}: ${released.units} ${released.units === 1 ? 'item is' : 'items are'} back on sale.`,
      );
      setReservations(await api.listClientReservations(clientAddress));
      readOrder(order._id).then(onChanged, () => undefined);
    } catch (failure) {
      setError(readFailure(failure).message);
    } finally {
      setReleasing(false);
    }
  }

  return (
    <section className="order-details__section" aria-label="Placed from">
      <h3>Placed from</h3>
      <p>
        Client address <code>{clientAddress}</code>
      </p>
      <p className="order-actions__done" role="status">
        {done}
      </p>
      {error && !confirming && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {reservations === null ? (
        <button type="button" className="button" disabled={loading} onClick={() => void show()}>
          {loading ? 'Looking…' : 'Show unpaid orders from this address'}
        </button>
      ) : reservations.orders.length === 0 ? (
        <p>No unpaid orders from this address hold stock.</p>
      ) : (
        <>
          <p>
            {reservations.orders.length} unpaid{' '}
            {reservations.orders.length === 1 ? 'order holds' : 'orders hold'} {reservations.units}{' '}
            of at most {MAX_RESERVED_UNITS_PER_CLIENT} items:
          </p>
          <ul aria-label={`Unpaid orders from ${clientAddress}`}>
            {reservations.orders.map((held) => (
              <li key={held._id}>
                {held.orderId} · {held.name} ({held.email}) · {held.units}{' '}
                {held.units === 1 ? 'item' : 'items'} · {formatMoney(held.total)} · placed{' '}
                <time dateTime={held.createdAt}>{formatLocalDateTime(held.createdAt)}</time>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--ghost order-actions__cancel"
            onClick={() => setConfirming(true)}
          >
            Release them all
          </button>
        </>
      )}
      {confirming && reservations && (
        <ConfirmDialog
          title={`Release the unpaid orders from ${clientAddress}?`}
          message={`All ${reservations.orders.length} will be cancelled and their ${reservations.units} items go back on sale.`}
          confirmLabel="Release them all"
          busyLabel="Releasing…"
          busy={releasing}
          tone="danger"
          error={error}
          onConfirm={() => void release()}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
        />
      )}
    </section>
  );
}
