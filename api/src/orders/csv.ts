// The order desk's CSV export: one row per order, the columns a spreadsheet or a shipping tool
// needs. Cells are quoted, and a cell that a spreadsheet would run as a formula is defused.

import {
  countryName,
  formatOrderNumber,
  fromCents,
  lineSummary,
  ORDER_STATUS_LABELS,
  plainDollars,
} from '@kawaii/shared';
import type { OrderItemRecord, OrderRecord } from './store.ts';

const HEADER = [
  'Order',
  'Date',
  'Status',
  'Name',
  'Email',
  'Items',
  'Shipping',
  'Discount',
  'Tax',
  'Tax region',
  'Total',
  'Recipient',
  'Address line 1',
  'Address line 2',
  'City',
  'Region',
  'Postal code',
  'Country',
  'Carrier',
  'Tracking number',
];

/** The first line of the export. */
export function ordersCsvHeader(): string {
  return csvLine(HEADER);
}

/** The lines of these orders, in the order given. */
export function ordersCsvRows(
  orders: readonly OrderRecord[],
  itemsOf: Map<string, OrderItemRecord[]>,
): string {
  const rows = orders.map((order) => {
    const address = order.shippingAddress;
    const items = (itemsOf.get(order.id) ?? []).map(lineSummary).join('; ');
    return [
      formatOrderNumber(order.orderNumber),
      order.createdAt,
      ORDER_STATUS_LABELS[order.status],
      order.customerName,
      order.email,
      items,
      plainDollars(fromCents(order.shippingCents)),
      plainDollars(fromCents(order.discountCents + order.promoDiscountCents)),
      plainDollars(fromCents(order.taxCents)),
      order.taxRegion ?? '',
      plainDollars(fromCents(order.totalCents)),
      address?.name ?? '',
      address?.line1 ?? '',
      address?.line2 ?? '',
      address?.city ?? '',
      address?.region ?? '',
      address?.postalCode ?? '',
      address ? countryName(address.country) : '',
      order.carrier ?? '',
      order.trackingNumber ?? '',
    ];
  });
  return rows.map(csvLine).join('');
}

export function csvLine(row: readonly string[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
