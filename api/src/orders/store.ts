import {
  parseOrderNumber,
  type ContactType,
  type OrderStatus,
  type PaymentMethod,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { statementCache } from '../db/statement-cache.ts';

export interface OrderRecord {
  id: string;
  /** Shown as KA-<number> (formatOrderNumber). */
  orderNumber: number;
  userId: string | null;
  status: OrderStatus;
  customerName: string;
  email: string;
  contact: string;
  contactType: ContactType;
  message: string;
  paymentMethod: PaymentMethod;
  totalCents: number;
  rewardPointsEarned: number;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderItemRecord {
  /** Null once the product has been deleted; the line keeps its snapshot. */
  productId: string | null;
  title: string;
  image: string | null;
  priceCents: number;
  discountPriceCents: number | null;
  quantity: number;
}

export interface OrderStatusEventRecord {
  status: OrderStatus;
  note: string;
  actorId: string | null;
  createdAt: string;
}

/** The admin desk's filters; `text` matches the order number, the name or the email. */
export interface OrderFilter {
  status?: OrderStatus;
  text?: string;
}

interface OrderRow {
  id: string;
  order_number: number;
  user_id: string | null;
  status: OrderStatus;
  customer_name: string;
  email: string;
  contact: string;
  contact_type: ContactType;
  message: string;
  payment_method: PaymentMethod;
  total_cents: number;
  reward_points_earned: number;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

interface OrderItemRow {
  product_id: string | null;
  title: string;
  image: string | null;
  price_cents: number;
  discount_price_cents: number | null;
  quantity: number;
}

interface OrderStatusEventRow {
  status: OrderStatus;
  note: string;
  actor_id: string | null;
  created_at: string;
}

/** Numbers start here (KA-10042) so the first real order does not look like the shop's first. */
export const FIRST_ORDER_NUMBER = 10042;

const NEWEST_FIRST = 'ORDER BY created_at DESC, order_number DESC';

export type OrderStore = ReturnType<typeof createOrderStore>;

export function createOrderStore(db: Db) {
  const prepare = statementCache(db);
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, order_number, user_id, status, customer_name, email, contact,
       contact_type, message, payment_method, total_cents, reward_points_earned, paid_at,
       created_at, updated_at)
     VALUES (@id, @orderNumber, @userId, @status, @customerName, @email, @contact,
       @contactType, @message, @paymentMethod, @totalCents, @rewardPointsEarned, @paidAt,
       @createdAt, @updatedAt)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, product_id, title, image, price_cents,
       discount_price_cents, quantity, position)
     VALUES (@orderId, @productId, @title, @image, @priceCents,
       @discountPriceCents, @quantity, @position)`,
  );
  const insertEvent = db.prepare(
    `INSERT INTO order_status_events (order_id, status, note, actor_id, created_at)
     VALUES (@orderId, @status, @note, @actorId, @createdAt)`,
  );
  const lastNumber = db.prepare<[], { last: number | null }>(
    'SELECT MAX(order_number) AS last FROM orders',
  );
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const byUser = db.prepare<[string], OrderRow>(
    `SELECT * FROM orders WHERE user_id = ? ${NEWEST_FIRST}`,
  );
  const itemsOf = db.prepare<[string], OrderItemRow>(
    `SELECT product_id, title, image, price_cents, discount_price_cents, quantity
     FROM order_items WHERE order_id = ? ORDER BY position`,
  );
  const historyOf = db.prepare<[string], OrderStatusEventRow>(
    'SELECT status, note, actor_id, created_at FROM order_status_events WHERE order_id = ? ORDER BY id',
  );
  const updateStatus = db.prepare(
    `UPDATE orders SET status = @status, paid_at = @paidAt, updated_at = @updatedAt
     WHERE id = @id`,
  );
  const updatePoints = db.prepare('UPDATE orders SET reward_points_earned = ? WHERE id = ?');

  return {
    /** The order with its lines (in the given order) and its status history, together. */
    insert: db.transaction(
      (
        order: OrderRecord,
        items: readonly OrderItemRecord[],
        history: readonly OrderStatusEventRecord[],
      ) => {
        insertOrder.run(order);
        items.forEach((item, position) => insertItem.run({ ...item, orderId: order.id, position }));
        for (const event of history) insertEvent.run({ ...event, orderId: order.id });
      },
    ),

    /** Call inside the placing transaction, so two orders never get the same number. */
    nextOrderNumber(): number {
      const last = lastNumber.get()?.last ?? null;
      return last === null ? FIRST_ORDER_NUMBER : last + 1;
    },

    findById(id: string): OrderRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },

    /** Newest first. */
    listByUser(userId: string): OrderRecord[] {
      return byUser.all(userId).map(toRecord);
    },

    /** Newest first. */
    list(filter: OrderFilter): OrderRecord[] {
      const where: string[] = [];
      const params: Record<string, unknown> = {};
      if (filter.status !== undefined) {
        where.push('status = @status');
        params['status'] = filter.status;
      }
      if (filter.text !== undefined) {
        // instr() rather than LIKE, so that % and _ in the search are plain characters.
        const matches = [
          'instr(lower(customer_name), lower(@text)) > 0',
          'instr(lower(email), lower(@text)) > 0',
        ];
        params['text'] = filter.text;
        const orderNumber = parseOrderNumber(filter.text);
        if (orderNumber !== null) {
          matches.push('order_number = @orderNumber');
          params['orderNumber'] = orderNumber;
        }
        where.push(`(${matches.join(' OR ')})`);
      }
      const sql = [
        'SELECT * FROM orders',
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        NEWEST_FIRST,
      ].join(' ');
      return (prepare(sql).all(params) as OrderRow[]).map(toRecord);
    },

    itemsOf(orderId: string): OrderItemRecord[] {
      return itemsOf.all(orderId).map((row) => ({
        productId: row.product_id,
        title: row.title,
        image: row.image,
        priceCents: row.price_cents,
        discountPriceCents: row.discount_price_cents,
        quantity: row.quantity,
      }));
    },

    historyOf(orderId: string): OrderStatusEventRecord[] {
      return historyOf.all(orderId).map((row) => ({
        status: row.status,
        note: row.note,
        actorId: row.actor_id,
        createdAt: row.created_at,
      }));
    },

    /** Moves the order to a status and records the event; call inside a transaction. */
    recordStatus(orderId: string, paidAt: string | null, event: OrderStatusEventRecord): void {
      updateStatus.run({ id: orderId, status: event.status, paidAt, updatedAt: event.createdAt });
      insertEvent.run({ ...event, orderId });
    },

    setRewardPointsEarned(orderId: string, points: number): void {
      updatePoints.run(points, orderId);
    },
  };
}

function toRecord(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    orderNumber: row.order_number,
    userId: row.user_id,
    status: row.status,
    customerName: row.customer_name,
    email: row.email,
    contact: row.contact,
    contactType: row.contact_type,
    message: row.message,
    paymentMethod: row.payment_method,
    totalCents: row.total_cents,
    rewardPointsEarned: row.reward_points_earned,
    paidAt: row.paid_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
