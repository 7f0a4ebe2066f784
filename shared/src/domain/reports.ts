// The Reports screen: what the shop sold, by month or by tax region, to the cent.

export const REPORT_GROUPS = ['month', 'region'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** GET /api/reports/sales: days as YYYY-MM-DD (UTC), both included. */
export interface SalesReportQuery {
  from?: string;
  to?: string;
  groupBy?: ReportGroup;
}

/** One month or one tax region; every amount in cents, each from the orders' shared totals. */
export interface SalesReportRow {
  /** '2026-11' by month; 'US-CA', 'FR' or '' (no tax) by region. */
  key: string;
  label: string;
  /** Orders placed in the period that received money. */
  orders: number;
  itemsCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  /** What the buyers were charged: items - discounts + shipping (+ tax unless included). */
  totalCents: number;
  /**
   * What cancelled orders of the period will never receive: each one's total less what was paid
   * on it (a layaway cancelled after its first instalment, a deposit never followed by the
   * balance). 0 for an order cancelled after it was paid in full: its refund gives the money back.
   */
  cancelledCents: number;
  /** Refunds given in the period. */
  refundedCents: number;
  /** What the shop keeps: total less cancelled less refunds. */
  netCents: number;
}

export interface SalesReport {
  from: string;
  to: string;
  groupBy: ReportGroup;
  rows: SalesReportRow[];
  /** The sum of the rows. */
  totals: SalesReportRow;
}
