// The sales report as a spreadsheet: one line a month or region, then the total, money as plain
// dollars ("1234.56"), cells quoted and defused as in the orders' export.

import { fromCents, plainDollars, type SalesReport, type SalesReportRow } from '@kawaii/shared';
import { csvLine } from '../orders/csv.ts';

const AMOUNTS = [
  ['Items', 'itemsCents'],
  ['Discounts', 'discountCents'],
  ['Shipping', 'shippingCents'],
  ['Tax', 'taxCents'],
  ['Total', 'totalCents'],
  ['Refunds', 'refundedCents'],
  ['Net', 'netCents'],
] as const;

const dollars = (cents: number) =>
  cents < 0 ? `-${plainDollars(fromCents(-cents))}` : plainDollars(fromCents(cents));

function line(first: string[], row: SalesReportRow): string {
  return csvLine([...first, String(row.orders), ...AMOUNTS.map(([, key]) => dollars(row[key]))]);
}

export function reportCsvLines(report: SalesReport): string {
  const group = report.groupBy === 'month' ? 'Month' : 'Tax region';
  const header = csvLine([group, 'Key', 'Orders', ...AMOUNTS.map(([label]) => label)]);
  return [
    header,
    ...report.rows.map((row) => line([row.label, row.key], row)),
    line([`Total ${report.from} to ${report.to}`, ''], report.totals),
  ].join('');
}
