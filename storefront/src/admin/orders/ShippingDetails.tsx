// Where the parcel goes: the address as written on it, with a button that copies it for a
// carrier's label form, the zone and rate it was charged, tracking once shipped, and the
// packing slip to print and put in the box.

import { useEffect, useState } from 'react';
import { shippingAddressLines, type AdminOrder } from '@kawaii/shared';
import { shippingText } from '../../order-page/order-page-text.ts';
import { PackingSlip } from './PackingSlip.tsx';

const NOTE_MS = 2500;

type CopyNote = 'copied' | 'failed' | null;

export function ShippingDetails({ order }: { order: AdminOrder }) {
  const [note, setNote] = useState<CopyNote>(null);
  const lines = order.shippingAddress ? shippingAddressLines(order.shippingAddress) : [];

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      setNote('copied');
    } catch {
      setNote('failed');
    }
  }

  return (
    <section className="order-details__section" aria-label="Shipping">
      <h3>Ship to</h3>
      {lines.length > 0 ? (
        <address className="order-address">
          {lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      ) : (
        <p className="order-details__points">
          This order was placed before addresses were asked for: ask the customer where to send it.
        </p>
      )}
      <p className="order-shipping__rate">
        Shipping {order.shippingZone ? `(${order.shippingZone})` : ''}{' '}
        <strong>{shippingText(order)}</strong>
      </p>
      {order.trackingNumber && (
        <p className="order-shipping__rate">
          {order.carrier} tracking{' '}
          {order.trackingUrl ? (
            <a href={order.trackingUrl} target="_blank" rel="noreferrer">
              {order.trackingNumber}
            </a>
          ) : (
            <strong>{order.trackingNumber}</strong>
          )}
        </p>
      )}
      <div className="order-shipping__buttons">
        {lines.length > 0 && (
          <button type="button" className="button button--soft" onClick={copyAddress}>
            Copy address
          </button>
        )}
        <button type="button" className="button button--soft" onClick={() => window.print()}>
          Print packing slip
        </button>
        <span className="order-shipping__note" role="status">
          {note === 'copied' && 'Address copied!'}
          {note === 'failed' && 'Select the address to copy it.'}
        </span>
      </div>
      <PackingSlip order={order} />
    </section>
  );
}
