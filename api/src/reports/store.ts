// The SQL of the sales report: the orders placed in a period that received money (with their
// lines), and the refunds given in it. Each order's figures are then computed by the one totals
// rule, never summed here in SQL, so the report and the order page cannot disagree.

import type { Db } from '../db/connection.ts';
import type { OrderItemRecord } from '../orders/store.ts';

/** What the totals of a stored order are computed from. */
export interface ReportOrderRecord {
  id: string;
  createdAt: string;
  shippingCents: number;
  discountCents: number;
  promoDiscountCents: number;
  taxCents: number;
  taxIncluded: boolean;
  taxRegion: string | null;
  status: string;
  /** Every payment recorded for it, in cents. */
  paidCents: number;
}

export interface ReportRefundRecord {
  createdAt: string;
  amountCents: number;
  taxRegion: string | null;
}

interface OrderRow {
  id: string;
  created_at: string;
  shipping_cents: number;
  discount_cents: number;
  promo_discount_cents: number;
  tax_cents: number;
  tax_included: number;
  tax_region: string | null;
  status: string;
  paid_cents: number;
}

interface ItemRow {
  order_id: string;
  price_cents: number;
  discount_price_cents: number | null;
  quantity: number;
}

/**
 * An order is a sale once money came in for it: paid (or partly), shipped or delivered, or with
 * a payment recorded (a paid order cancelled later stays a sale, and its refund is counted).
 */
const SOLD = `(o.status IN ('partially_paid', 'paid', 'shipped', 'delivered')
  OR EXISTS (SELECT 1 FROM payments p WHERE p.subject = 'order' AND p.subject_id = o.id))`;

export type ReportStore = ReturnType<typeof createReportStore>;

export function createReportStore(db: Db) {
  const soldOrders = db.prepare<[string, string], OrderRow>(
    `SELECT o.id, o.created_at, o.shipping_cents, o.discount_cents, o.promo_discount_cents,
       o.tax_cents, o.tax_included, o.tax_region, o.status,
       (SELECT COALESCE(SUM(p.amount_cents), 0) FROM payments p
         WHERE p.subject = 'order' AND p.subject_id = o.id) AS paid_cents
     FROM orders o
     WHERE o.created_at >= ? AND o.created_at < ? AND ${SOLD}
     ORDER BY o.created_at`,
  );
  const itemsOfSold = db.prepare<[string, string], ItemRow>(
    `SELECT i.order_id, i.price_cents, i.discount_price_cents, i.quantity
     FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.created_at >= ? AND o.created_at < ? AND ${SOLD}`,
  );
  const refundsBetween = db.prepare<
    [string, string],
    { created_at: string; amount_cents: number; tax_region: string | null }
  >(
    `SELECT r.created_at, r.amount_cents, o.tax_region
     FROM order_refunds r JOIN orders o ON o.id = r.order_id
     WHERE r.created_at >= ? AND r.created_at < ?
     ORDER BY r.created_at`,
  );

  return {
    /** Orders placed in [start, end) that are sales, each with its lines. */
    soldOrders(
      start: string,
      end: string,
    ): {
      order: ReportOrderRecord;
      items: Pick<OrderItemRecord, 'priceCents' | 'discountPriceCents' | 'quantity'>[];
    }[] {
      const items = new Map<
        string,
        Pick<OrderItemRecord, 'priceCents' | 'discountPriceCents' | 'quantity'>[]
      >();
      for (const row of itemsOfSold.iterate(start, end)) {
        const lines = items.get(row.order_id) ?? [];
        lines.push({
          priceCents: row.price_cents,
          discountPriceCents: row.discount_price_cents,
          quantity: row.quantity,
        });
        items.set(row.order_id, lines);
      }
      return soldOrders.all(start, end).map((row) => ({
        order: {
          id: row.id,
          createdAt: row.created_at,
          shippingCents: row.shipping_cents,
          discountCents: row.discount_cents,
          promoDiscountCents: row.promo_discount_cents,
          taxCents: row.tax_cents,
          taxIncluded: row.tax_included === 1,
          taxRegion: row.tax_region,
          status: row.status,
          paidCents: row.paid_cents,
        },
        items: items.get(row.id) ?? [],
      }));
    },

    /** Refunds given in [start, end), with the tax region of their order. */
    refunds(start: string, end: string): ReportRefundRecord[] {
      return refundsBetween.all(start, end).map((row) => ({
        createdAt: row.created_at,
        amountCents: row.amount_cents,
        taxRegion: row.tax_region,
      }));
    },
  };
}
