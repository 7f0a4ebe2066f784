// A signed-in customer's orders as the assistant tells them: number, status, item count, total.

import type { OrderStatus } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import type { OrderGlance } from './replies.ts';

interface GlanceRow {
  order_number: number;
  status: OrderStatus;
  item_count: number;
  total_cents: number;
  created_at: string;
}

/** How many orders the assistant looks through: enough for one named by its number. */
const RECENT_ORDERS = 20;

/** Reads a customer's most recent orders, newest first. */
export function createOrderGlances(db: Db): (userId: string) => OrderGlance[] {
  const recent = db.prepare<[string, number], GlanceRow>(
    `SELECT orders.order_number, orders.status, orders.total_cents, orders.created_at,
       COALESCE((SELECT SUM(quantity) FROM order_items WHERE order_items.order_id = orders.id), 0)
         AS item_count
     FROM orders WHERE orders.user_id = ?
     ORDER BY orders.created_at DESC, orders.order_number DESC
     LIMIT ?`,
  );
  return (userId) =>
    recent.all(userId, RECENT_ORDERS).map((row) => ({
      orderNumber: row.order_number,
      status: row.status,
      itemCount: row.item_count,
      totalCents: row.total_cents,
      createdAt: row.created_at,
    }));
}
