// The sales report as a spreadsheet: one line a month or region, then the total, money as plain
// dollars ("1234.56"), cells quoted and defused as in the orders' export.

import {
  fromCents,
  plainDollars,
  REPORT_COLUMNS,
  type SalesReport,
  type SalesReportRow,
} from '@kawaii/shared';
import { csvLine } from '../orders/csv.ts';

const dollars = (cents: number) =>
  cents < 0 ? `-${plainDollars(fromCents(-cents))}` : plainDollars(fromCents(cents));

function line(first: string[], row: SalesReportRow): string {
  return csvLine([
    ...first,
    String(row.orders),
    ...REPORT_COLUMNS.map(({ key }) => dollars(row[key])),
  ]);
}

export function reportCsvLines(report: SalesReport): string {
  const group = report.groupBy === 'month' ? 'Month' : 'Tax region';
  const header = csvLine([group, 'Key', 'Orders', ...REPORT_COLUMNS.map(({ label }) => label)]);
  return [
    header,
    ...report.rows.map((row) => line([row.label, row.key], row)),
    line([`Total ${report.from} to ${report.to}`, ''], report.totals),
  ].join('');
}
