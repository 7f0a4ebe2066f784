// The packing slip that goes in the parcel: who it is for, what is inside (no prices: it may be a
// gift) and a thank-you. It is only ever seen on paper: mounted at the end of the page, hidden on
// screen, and the only thing the print stylesheet shows.

import { createPortal } from 'react-dom';
import {
  type AdminOrder,
  formatLocalDateTime,
  shippingAddressLines,
  taxRegionName,
  taxRowLabel,
} from '@kawaii/shared';
import './PackingSlip.css';
import { LineFacts } from '../../ui/LineFacts.tsx';

export function PackingSlip({ order }: { order: AdminOrder }) {
  if (typeof document === 'undefined') return null;
  const lines = order.shippingAddress ? shippingAddressLines(order.shippingAddress) : [order.name];
  const quantity = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return createPortal(
    <div className="packing-slip" aria-hidden="true">
      <header className="packing-slip__header">
        <p className="packing-slip__flourish">✿ ♡ ✿</p>
        <h2>Packing slip</h2>
        <p>
          Order <strong>{order.orderId}</strong> · placed {formatLocalDateTime(order.createdAt)}
        </p>
      </header>
      <section className="packing-slip__to">
        <h3>Ship to</h3>
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </section>
      <table className="packing-slip__items">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Packed</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.id}-${item.variantId ?? ''}`}>
              <td>
                {item.title}
                <LineFacts line={item} />
              </td>
              <td>{item.quantity}</td>
              <td>☐</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>
              {order.items.length} {order.items.length === 1 ? 'item' : 'items'}
            </td>
            <td>{quantity}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {order.totals.taxCents > 0 && (
        // The tax's line without its amount: the slip shows no prices (it may be a gift).
        <p className="packing-slip__tax" data-row="tax">
          {taxRowLabel(order.taxName, order.taxIncluded)}
          {order.taxRegion && ` (${taxRegionName(order.taxRegion)})`}: paid with the order
        </p>
      )}
      {order.message.trim() && (
        <section className="packing-slip__message">
          <h3>Your note to us</h3>
          <p>{order.message.trim()}</p>
        </section>
      )}
      <p className="packing-slip__thanks">
        Thank you for supporting handmade art! Every piece was made and packed with love. ♡
      </p>
    </div>,
    document.body,
  );
}
