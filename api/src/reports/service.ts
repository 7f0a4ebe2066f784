// The sales report: the orders of a period priced by the one totals rule (as their own pages
// show them), added up by month or tax region, with what cancelled orders will never receive
// and the refunds given in the period.

import {
  salesReportRows,
  type SalesReport,
  type SalesReportQuery,
  type SalesReportRow,
} from '@kawaii/shared';
import { totalsOfOrder } from '../orders/totals.ts';
import { reportCsvLines } from './csv.ts';
import type { ReportStore } from './store.ts';

export type ReportService = ReturnType<typeof createReportService>;

const DAY_MS = 86_400_000;

/** The day after `day` (YYYY-MM-DD), at midnight UTC: the end of a period that includes `day`. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString();
}

/** Without dates: the last twelve months, this one included. */
function defaultPeriod(now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: start.toISOString().slice(0, 10), to };
}

export function createReportService({
  store,
  now,
}: {
  store: ReportStore;
  /** The clock of the default period; tests move it. */
  now: () => Date;
}) {
  function sales(query: SalesReportQuery): SalesReport {
    const period = defaultPeriod(now());
    const from = query.from ?? (query.to && query.to < period.from ? query.to : period.from);
    const to = query.to ?? (query.from && query.from > period.to ? query.from : period.to);
    const groupBy = query.groupBy ?? 'month';
    const start = `${from}T00:00:00.000Z`;
    const end = dayAfter(to);
    const orders = store.soldOrders(start, end).map(({ order, items }) => ({
      createdAt: order.createdAt,
      taxRegion: order.taxRegion,
      cancelled: order.status === 'cancelled' || order.status === 'expired',
      totals: totalsOfOrder(order, items, { payments: [order.paidCents], refunds: [] }),
    }));
    const { rows, totals } = salesReportRows(orders, store.refunds(start, end), groupBy);
    return { from, to, groupBy, rows, totals };
  }

  return {
    sales,
    /** The same report as CSV: a header, a line a row, and the total. */
    salesCsv(query: SalesReportQuery): string {
      const report = sales(query);
      return reportCsvLines(report);
    },
  };
}

export type { SalesReportRow };
