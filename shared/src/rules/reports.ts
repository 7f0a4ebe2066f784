// The sales report's arithmetic: each order's figures come from the one totals rule, and this
// only adds them up, by the month an order was placed (or a refund given) or by the tax region
// it was charged for. Integer cents throughout, so the rows add up to the total to the cent.

import type { ReportGroup, SalesReportRow } from '../domain/reports.ts';
import { MONTH_NAMES } from './catalogue.ts';
import type { OrderTotals } from './order-totals.ts';
import { taxRegionName } from './tax.ts';

/** An order the report covers: when it was placed, where it was taxed, and its figures. */
export interface ReportOrder {
  createdAt: string;
  /** 'US-CA', 'FR'; null when no rate applied. */
  taxRegion: string | null;
  /** Cancelled (or expired): what was not paid of it will never come. */
  cancelled: boolean;
  totals: Pick<
    OrderTotals,
    'itemsCents' | 'discountCents' | 'shippingCents' | 'taxCents' | 'totalCents' | 'paidCents'
  >;
}

/** What a cancelled order will never receive: its total less what was paid; 0 when not cancelled. */
export function uncollectedCents(order: Pick<ReportOrder, 'cancelled' | 'totals'>): number {
  return order.cancelled ? Math.max(0, order.totals.totalCents - order.totals.paidCents) : 0;
}

/** A refund given in the period, with the tax region of its order. */
export interface ReportRefund {
  createdAt: string;
  taxRegion: string | null;
  amountCents: number;
}

/**
 * The money columns of the report, in the order the Reports tab and the CSV show them, with the
 * labels the orders' export and the order page use ('Discount', 'Shipping', 'Tax', 'Total').
 */
export const REPORT_COLUMNS = [
  { key: 'itemsCents', label: 'Items' },
  { key: 'discountCents', label: 'Discount' },
  { key: 'shippingCents', label: 'Shipping' },
  { key: 'taxCents', label: 'Tax' },
  { key: 'totalCents', label: 'Total' },
  { key: 'cancelledCents', label: 'Cancelled' },
  { key: 'refundedCents', label: 'Refunds' },
  { key: 'netCents', label: 'Net' },
] as const satisfies readonly { key: keyof SalesReportRow; label: string }[];

/** '2026-11' -> 'November 2026'. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? month} ${year}`;
}

/** The row a region key reads as; '' is the orders no tax rate applied to. */
export function regionLabel(key: string): string {
  return key === '' ? 'No tax' : taxRegionName(key);
}

function emptyRow(key: string, label: string): SalesReportRow {
  return {
    key,
    label,
    orders: 0,
    itemsCents: 0,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 0,
    totalCents: 0,
    cancelledCents: 0,
    refundedCents: 0,
    netCents: 0,
  };
}

/** The rows, in order (months oldest first; regions by name, untaxed last), and their sum. */
export function salesReportRows(
  orders: readonly ReportOrder[],
  refunds: readonly ReportRefund[],
  groupBy: ReportGroup,
): { rows: SalesReportRow[]; totals: SalesReportRow } {
  const byKey = new Map<string, SalesReportRow>();
  const keyOf = (entry: { createdAt: string; taxRegion: string | null }) =>
    groupBy === 'month' ? entry.createdAt.slice(0, 7) : (entry.taxRegion ?? '');
  const rowOf = (key: string) => {
    let row = byKey.get(key);
    if (!row) {
      row = emptyRow(key, groupBy === 'month' ? monthLabel(key) : regionLabel(key));
      byKey.set(key, row);
    }
    return row;
  };
  const totals = emptyRow('total', 'Total');
  for (const order of orders) {
    for (const row of [rowOf(keyOf(order)), totals]) {
      row.orders += 1;
      row.itemsCents += order.totals.itemsCents;
      row.discountCents += order.totals.discountCents;
      row.shippingCents += order.totals.shippingCents;
      row.taxCents += order.totals.taxCents;
      row.totalCents += order.totals.totalCents;
      row.cancelledCents += uncollectedCents(order);
    }
  }
  for (const refund of refunds) {
    for (const row of [rowOf(keyOf(refund)), totals]) row.refundedCents += refund.amountCents;
  }
  const rows = [...byKey.values()];
  for (const row of [...rows, totals])
    row.netCents = row.totalCents - row.cancelledCents - row.refundedCents;
  rows.sort((a, b) =>
    groupBy === 'month'
      ? a.key.localeCompare(b.key)
      : (a.key === '' ? 1 : 0) - (b.key === '' ? 1 : 0) || a.label.localeCompare(b.label),
  );
  return { rows, totals };
}
