import { Fragment } from 'react';
import { PaymentSchedule } from './PaymentSchedule.tsx';
import { formatCents, orderTotalsRows, toCents, type Order, type TotalsRow } from '@kawaii/shared';

/** The codes that took something off the order, each with its own label. */
export function orderDiscounts(
  order: Pick<Order, 'rewardCode' | 'discount' | 'promoCode' | 'promoDiscount'>,
) {
  return [
    { label: `Promo code ${order.promoCode ?? ''}`.trim(), cents: toCents(order.promoDiscount) },
    { label: `Reward code ${order.rewardCode ?? ''}`.trim(), cents: toCents(order.discount) },
  ].filter((discount) => discount.cents > 0);
}

function amount(row: TotalsRow): string {
  if (row.text) return row.text;
  return row.cents < 0 ? `-${formatCents(-row.cents)}` : formatCents(row.cents);
}

/**
 * An order's figures as one list, from the shared rule, so the order page, the dashboard and the
 * desk read alike. `grandClass` marks the total's row (each page styles it its own way). An order
 * paid in instalments shows its schedule under the figures.
 */
export function OrderTotalsList({
  order,
  className,
  grandClass,
  totalLabel,
}: {
  order: Order;
  className: string;
  grandClass: string;
  totalLabel?: string;
}) {
  const rows = orderTotalsRows(order.totals, {
    discounts: orderDiscounts(order),
    shippingZone: order.shippingZone,
    taxName: order.taxName,
    taxIncluded: order.taxIncluded,
    refundDue: order.refundDue ?? null,
    ...(totalLabel ? { totalLabel } : {}),
  });
  return (
    <>
      <dl className={className}>
        {rows.map((row) => {
          const rowClass = row.key === 'total' ? grandClass : undefined;
          return (
            <Fragment key={`${row.key}-${row.label}`}>
              <dt className={rowClass} data-row={row.key}>
                {row.label}
              </dt>
              <dd className={rowClass} data-row={row.key}>
                {amount(row)}
              </dd>
            </Fragment>
          );
        })}
      </dl>
      <PaymentSchedule order={order} />
    </>
  );
}
