import {
  ORDER_STATUSES,
  parseOrderNumber,
  type ContactType,
  type OrderStatus,
  type OptionChoice,
  type OrderStatusCounts,
  type PaymentMethod,
  type ShippingAddress,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { readOptionChoice } from '../products/store.ts';
import { statementCache } from '../db/statement-cache.ts';
import type { OrderPlan } from './payment-plan.ts';

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
  /** The secret of the order page; never shown to anyone but the buyer (and staff). */
  orderKey: string;
  shippingAddress: ShippingAddress | null;
  shippingCents: number;
  /** The zone's name when ordered. */
  shippingZone: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  expiresAt: string | null;
  reminderSentAt: string | null;
  /** What a reward code took off the total, and the code (null without one). */
  discountCents: number;
  rewardCode: string | null;
  /** A promotion's code and what it took off (0 without one). */
  promoCode: string | null;
  promoDiscountCents: number;
  /** Tax as charged; `taxIncluded` when the prices held it. */
  taxCents: number;
  taxIncluded: boolean;
  taxName: string | null;
  /** 'US-CA', 'FR': the region the tax was charged for; null without tax. */
  taxRegion: string | null;
  /** Where it was placed from; staff only. Null for orders kept from before it was recorded. */
  clientAddress?: string | null;
  /** Layaway: the schedule and the policy it was placed under; null when paid at once. */
  plan?: OrderPlan | null;
}

/** A cancelled order with the money paid on it and refunded. */
export interface CancelledOrderMoney {
  order: OrderRecord;
  paidCents: number;
  refundedCents: number;
}

/** What one client holds in unpaid orders. */
export interface UnpaidHold {
  orders: number;
  units: number;
}

export interface OrderItemRecord {
  /** The line's row id once stored (a refund restocks by it); absent before it is stored. */
  lineId?: number;
  /** Null once the product has been deleted; the line keeps its snapshot. */
  productId: string | null;
  title: string;
  image: string | null;
  priceCents: number;
  discountPriceCents: number | null;
  quantity: number;
  /** The variant as ordered; its options are kept in words even if the variant goes. */
  variantId?: string | null;
  options?: OptionChoice | null;
  /** A made-to-order line: no stock was taken; it ships in this long. */
  leadTime?: string | null;
  /** A pre-order line: it counted against the window's cap, not the stock. */
  preorder?: boolean;
  /** A pre-order's month, '2027-05'. */
  shipsFrom?: string | null;
}

export interface OrderStatusEventRecord {
  status: OrderStatus;
  note: string;
  visibleToCustomer: boolean;
  actorId: string | null;
  createdAt: string;
}

/** Where a desk page starts: after the last order of the previous page. */
export interface OrderCursor {
  createdAt: string;
  orderNumber: number;
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
  order_key: string;
  shipping_address: string | null;
  shipping_cents: number;
  shipping_zone: string | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  expires_at: string | null;
  reminder_sent_at: string | null;
  discount_cents: number;
  reward_code: string | null;
  promo_code: string | null;
  promo_discount_cents: number;
  tax_cents: number;
  tax_included: number;
  tax_name: string | null;
  tax_region: string | null;
  client_address: string | null;
  plan_kind: OrderPlan['kind'] | null;
  plan_schedule: string | null;
  plan_grace_days: number;
  plan_first_non_refundable: number;
  plan_reminded_due_at: string | null;
  plan_first_given_back: number;
}

interface OrderItemRow {
  id: number;
  order_id: string;
  product_id: string | null;
  title: string;
  image: string | null;
  price_cents: number;
  discount_price_cents: number | null;
  quantity: number;
  variant_id: string | null;
  options: string | null;
  lead_time: string | null;
  preorder: number;
  ships_from: string | null;
}

interface OrderStatusEventRow {
  order_id: string;
  status: OrderStatus;
  note: string;
  visible_to_customer: number;
  actor_id: string | null;
  created_at: string;
}

/** Numbers start here (KA-10042) so the first real order does not look like the shop's first. */
export const FIRST_ORDER_NUMBER = 10042;

const ITEM_COLUMNS = `id, order_id, product_id, title, image, price_cents, discount_price_cents,
  quantity, variant_id, options, lead_time, preorder, ships_from`;

const NEWEST_FIRST = 'ORDER BY created_at DESC, order_number DESC';

export type OrderStore = ReturnType<typeof createOrderStore>;

export function createOrderStore(db: Db) {
  const prepare = statementCache(db);
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, order_number, user_id, status, customer_name, email, contact,
       contact_type, message, payment_method, total_cents, reward_points_earned, paid_at,
       created_at, updated_at, order_key, shipping_address, shipping_cents, shipping_zone,
       carrier, tracking_number, tracking_url, expires_at, reminder_sent_at, discount_cents,
       reward_code, promo_code, promo_discount_cents, tax_cents, tax_included, tax_name,
       tax_region, client_address, plan_kind, plan_schedule, plan_grace_days,
       plan_first_non_refundable)
     VALUES (@id, @orderNumber, @userId, @status, @customerName, @email, @contact,
       @contactType, @message, @paymentMethod, @totalCents, @rewardPointsEarned, @paidAt,
       @createdAt, @updatedAt, @orderKey, @shippingAddressJson, @shippingCents, @shippingZone,
       @carrier, @trackingNumber, @trackingUrl, @expiresAt, @reminderSentAt, @discountCents,
       @rewardCode, @promoCode, @promoDiscountCents, @taxCents, @taxIncludedFlag, @taxName,
       @taxRegion, @clientAddress, @planKind, @planScheduleJson, @planGraceDays,
       @planFirstNonRefundable)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, product_id, title, image, price_cents,
       discount_price_cents, quantity, position, variant_id, options, lead_time, preorder,
       ships_from)
     VALUES (@orderId, @productId, @title, @image, @priceCents,
       @discountPriceCents, @quantity, @position, @variantId, @optionsJson, @leadTime,
       @preorderFlag, @shipsFrom)`,
  );
  const insertEvent = db.prepare(
    `INSERT INTO order_status_events (order_id, status, note, visible_to_customer, actor_id,
       created_at)
     VALUES (@orderId, @status, @note, @visible, @actorId, @createdAt)`,
  );
  const lastNumber = db.prepare<[], { last: number | null }>(
    'SELECT MAX(order_number) AS last FROM orders',
  );
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const byUser = db.prepare<[string], OrderRow>(
    `SELECT * FROM orders WHERE user_id = ? ${NEWEST_FIRST}`,
  );
  const userPage = db.prepare<
    { userId: string; cursorAt: string | null; cursorNumber: number | null; limit: number },
    OrderRow
  >(
    `SELECT * FROM orders WHERE user_id = @userId
       AND (@cursorAt IS NULL OR (created_at, order_number) < (@cursorAt, @cursorNumber))
     ${NEWEST_FIRST} LIMIT @limit`,
  );
  const countOfUser = db
    .prepare<[string], number>('SELECT COUNT(*) FROM orders WHERE user_id = ?')
    .pluck();
  const byNumber = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE order_number = ?');
  const itemsOf = db.prepare<[string], OrderItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM order_items WHERE order_id = ? ORDER BY position`,
  );
  const historyOf = db.prepare<[string], OrderStatusEventRow>(
    `SELECT order_id, status, note, visible_to_customer, actor_id, created_at
     FROM order_status_events WHERE order_id = ? ORDER BY id`,
  );
  // One query per page for the lines and one for the histories: json_each over the page's ids.
  const itemsOfMany = db.prepare<[string], OrderItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM order_items WHERE order_id IN (SELECT value FROM json_each(?))
     ORDER BY order_id, position`,
  );
  const historyOfMany = db.prepare<[string], OrderStatusEventRow>(
    `SELECT order_id, status, note, visible_to_customer, actor_id, created_at
     FROM order_status_events WHERE order_id IN (SELECT value FROM json_each(?))
     ORDER BY order_id, id`,
  );
  const updateStatus = db.prepare(
    `UPDATE orders SET status = @status, paid_at = @paidAt, updated_at = @updatedAt,
       expires_at = CASE WHEN @status = 'pending_payment' THEN expires_at END
     WHERE id = @id`,
  );
  const updateTracking = db.prepare(
    `UPDATE orders SET carrier = @carrier, tracking_number = @trackingNumber,
       tracking_url = @trackingUrl WHERE id = @id`,
  );
  const unpaidCount = db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM orders WHERE email = ? COLLATE NOCASE AND status = 'pending_payment'`,
  );
  const unitsOf = (where: string) =>
    db.prepare<[string], { orders: number; units: number | null }>(
      `SELECT COUNT(DISTINCT o.id) AS orders, SUM(i.quantity) AS units FROM orders o
       LEFT JOIN order_items i ON i.order_id = o.id
       WHERE o.status = 'pending_payment' AND ${where}`,
    );
  const holdOfAddress = unitsOf('o.client_address = ?');
  const holdOfUser = unitsOf('o.user_id = ?');
  const unpaidOfAddress = db.prepare<[string], OrderRow>(
    `SELECT * FROM orders WHERE client_address = ? AND status = 'pending_payment'
     ORDER BY created_at, order_number`,
  );
  const dueToExpire = db.prepare<[string, number], OrderRow>(
    `SELECT * FROM orders WHERE status = 'pending_payment' AND expires_at <= ?
     ORDER BY expires_at LIMIT ?`,
  );
  const dueForReminder = db.prepare<[string, number], OrderRow>(
    `SELECT * FROM orders WHERE status = 'pending_payment' AND reminder_sent_at IS NULL
       AND created_at <= ? ORDER BY created_at LIMIT ?`,
  );
  const markReminded = db.prepare('UPDATE orders SET reminder_sent_at = ? WHERE id = ?');
  const awaitingInstalments = db.prepare<[], OrderRow>(
    `SELECT * FROM orders WHERE status = 'partially_paid' AND plan_kind IS NOT NULL
     ORDER BY created_at`,
  );
  const markPlanReminded = db.prepare('UPDATE orders SET plan_reminded_due_at = ? WHERE id = ?');
  const markFirstPaymentGivenBack = db.prepare(
    'UPDATE orders SET plan_first_given_back = 1, updated_at = @at WHERE id = @id',
  );
  const reservedStock = db.prepare<[], { product_id: string; reserved: number }>(
    `SELECT i.product_id, SUM(i.quantity) AS reserved FROM order_items i
     JOIN orders o ON o.id = i.order_id
     WHERE o.status IN ('pending_payment', 'partially_paid') AND i.product_id IS NOT NULL
       AND i.preorder = 0 AND i.lead_time IS NULL
     GROUP BY i.product_id`,
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
        insertOrder.run({
          ...order,
          shippingAddressJson: order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
          taxIncludedFlag: order.taxIncluded ? 1 : 0,
          clientAddress: order.clientAddress ?? null,
          planKind: order.plan?.kind ?? null,
          planScheduleJson: order.plan ? JSON.stringify(order.plan.schedule) : null,
          planGraceDays: order.plan?.graceDays ?? 0,
          planFirstNonRefundable: order.plan?.firstPaymentNonRefundable ? 1 : 0,
        });
        items.forEach((item, position) =>
          insertItem.run({
            ...item,
            orderId: order.id,
            position,
            variantId: item.variantId ?? null,
            optionsJson: item.options ? JSON.stringify(item.options) : null,
            leadTime: item.leadTime ?? null,
            preorderFlag: item.preorder ? 1 : 0,
            shipsFrom: item.shipsFrom ?? null,
          }),
        );
        for (const event of history) insertEvent.run(eventParams(order.id, event));
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

    itemsOf(orderId: string): OrderItemRecord[] {
      return itemsOf.all(orderId).map(toItem);
    },

    historyOf(orderId: string): OrderStatusEventRecord[] {
      return historyOf.all(orderId).map(toEvent);
    },

    /** Moves the order to a status and records the event; call inside a transaction. */
    recordStatus(orderId: string, paidAt: string | null, event: OrderStatusEventRecord): void {
      updateStatus.run({ id: orderId, status: event.status, paidAt, updatedAt: event.createdAt });
      insertEvent.run(eventParams(orderId, event));
    },

    /** The non-refundable first payment is due back after all; call inside a transaction. */
    giveFirstPaymentBack(orderId: string, event: OrderStatusEventRecord): void {
      markFirstPaymentGivenBack.run({ id: orderId, at: event.createdAt });
      insertEvent.run(eventParams(orderId, event));
    },

    setRewardPointsEarned(orderId: string, points: number): void {
      updatePoints.run(points, orderId);
    },

    findByNumber(orderNumber: number): OrderRecord | null {
      const row = byNumber.get(orderNumber);
      return row ? toRecord(row) : null;
    },

    /** Newest first. */
    listByUser(userId: string): OrderRecord[] {
      return byUser.all(userId).map(toRecord);
    },

    /** One page of a customer's own orders, newest first, after `cursor` (its index, no sort). */
    listPageOfUser(userId: string, cursor: OrderCursor | null, limit: number): OrderRecord[] {
      return userPage
        .all({
          userId,
          cursorAt: cursor?.createdAt ?? null,
          cursorNumber: cursor?.orderNumber ?? null,
          limit,
        })
        .map(toRecord);
    },

    countOfUser(userId: string): number {
      return countOfUser.get(userId) ?? 0;
    },

    /** One page of the desk, newest first, starting after `cursor`. */
    listPage(filter: OrderFilter, cursor: OrderCursor | null, limit: number): OrderRecord[] {
      const { where, params } = filterSql(filter);
      if (cursor) {
        // One row-value comparison: the index on (created_at, order_number) starts the page at
        // the cursor (an OR of the two conditions read it from the newest order each time).
        where.push('(created_at, order_number) < (@cursorAt, @cursorNumber)');
        params['cursorAt'] = cursor.createdAt;
        params['cursorNumber'] = cursor.orderNumber;
      }
      params['limit'] = limit;
      const sql = [
        'SELECT * FROM orders',
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        NEWEST_FIRST,
        'LIMIT @limit',
      ].join(' ');
      return (prepare(sql).all(params) as OrderRow[]).map(toRecord);
    },

    /**
     * The cancelled orders matching the filter that kept more money than was refunded, newest
     * first: the only ones that can still owe a refund (what a payment plan lets the shop keep is
     * the caller's rule to apply).
     */
    cancelledWithMoneyKept(filter: OrderFilter): CancelledOrderMoney[] {
      const { where, params } = filterSql(filter);
      where.push("status = 'cancelled'", 'paid_cents > refunded_cents');
      // One statement, however many orders: each one's money is summed beside it.
      const sql = `SELECT * FROM (
          SELECT *,
            (SELECT COALESCE(SUM(amount_cents), 0) FROM payments
              WHERE subject = 'order' AND subject_id = orders.id) AS paid_cents,
            (SELECT COALESCE(SUM(amount_cents), 0) FROM order_refunds
              WHERE order_id = orders.id) AS refunded_cents
          FROM orders WHERE status = 'cancelled')
        WHERE ${where.join(' AND ')} ${NEWEST_FIRST}`;
      const rows = prepare(sql).all(params) as (OrderRow & {
        paid_cents: number;
        refunded_cents: number;
      })[];
      return rows.map((row) => ({
        order: toRecord(row),
        paidCents: row.paid_cents,
        refundedCents: row.refunded_cents,
      }));
    },

    /** How many orders match the search in each status (every status present, 0 when none). */
    countByStatus(filter: Omit<OrderFilter, 'status'>): OrderStatusCounts {
      const { where, params } = filterSql(filter);
      const sql = [
        'SELECT status, COUNT(*) AS n FROM orders',
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        'GROUP BY status',
      ].join(' ');
      const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
      for (const row of prepare(sql).all(params) as { status: OrderStatus; n: number }[]) {
        counts[row.status] = row.n;
      }
      return counts as OrderStatusCounts;
    },

    itemsOfMany(orderIds: readonly string[]): Map<string, OrderItemRecord[]> {
      return groupBy(itemsOfMany.all(JSON.stringify(orderIds)), toItem);
    },

    historyOfMany(orderIds: readonly string[]): Map<string, OrderStatusEventRecord[]> {
      return groupBy(historyOfMany.all(JSON.stringify(orderIds)), toEvent);
    },

    unpaidOrdersOf(email: string): number {
      return unpaidCount.get(email)?.n ?? 0;
    },

    /** Unpaid orders placed from one client address, and the units they hold. */
    unpaidHoldOfAddress(address: string): UnpaidHold {
      const row = holdOfAddress.get(address);
      return { orders: row?.orders ?? 0, units: row?.units ?? 0 };
    },

    /** Unpaid orders of one account, and the units they hold. */
    unpaidHoldOfUser(userId: string): UnpaidHold {
      const row = holdOfUser.get(userId);
      return { orders: row?.orders ?? 0, units: row?.units ?? 0 };
    },

    /** The unpaid orders placed from one client address, oldest first. */
    unpaidOfAddress(address: string): OrderRecord[] {
      return unpaidOfAddress.all(address).map(toRecord);
    },

    /** Unpaid orders whose time ran out by `now`, oldest first. */
    dueToExpire(now: string, limit: number): OrderRecord[] {
      return dueToExpire.all(now, limit).map(toRecord);
    },

    /** Unpaid orders placed before `placedBefore` that were not reminded yet. */
    dueForReminder(placedBefore: string, limit: number): OrderRecord[] {
      return dueForReminder.all(placedBefore, limit).map(toRecord);
    },

    markReminded(orderId: string, at: string): void {
      markReminded.run(at, orderId);
    },

    /** Partly paid orders on a payment plan: the instalment keeper's round. */
    awaitingInstalments(): OrderRecord[] {
      return awaitingInstalments.all().map(toRecord);
    },

    /** Records that the buyer was reminded of the instalment due at `dueAt`. */
    setPlanReminded(orderId: string, dueAt: string): void {
      markPlanReminded.run(dueAt, orderId);
    },

    /** Units each product has held by unpaid orders. */
    reservedStock(): Map<string, number> {
      return new Map(reservedStock.all().map((row) => [row.product_id, row.reserved]));
    },

    setTracking(
      orderId: string,
      tracking: { carrier: string; trackingNumber: string; trackingUrl: string | null },
    ): void {
      updateTracking.run({ id: orderId, ...tracking });
    },
  };

  function filterSql(filter: OrderFilter) {
    const where: string[] = [];
    const params: Record<string, unknown> = {};
    if (filter.status !== undefined) {
      where.push('status = @status');
      params['status'] = filter.status;
    }
    if (filter.text !== undefined) {
      const orderNumber = parseOrderNumber(filter.text);
      if (orderNumber !== null) params['orderNumber'] = orderNumber;
      if ([...filter.text].length >= TRIGRAM) {
        // The trigram index finds every order whose name or email holds the text, any case.
        params['phrase'] = `"${filter.text.replace(/"/g, '""')}"`;
        const found = ['SELECT rowid FROM order_search WHERE order_search MATCH @phrase'];
        if (orderNumber !== null) found.push('SELECT @orderNumber');
        where.push(`order_number IN (${found.join(' UNION ALL ')})`);
      } else {
        // Too short for the index: one or two characters, read from the rows themselves.
        // instr() rather than LIKE, so that % and _ in the search are plain characters.
        const matches = [
          'instr(lower(customer_name), lower(@text)) > 0',
          'instr(lower(email), lower(@text)) > 0',
        ];
        params['text'] = filter.text;
        if (orderNumber !== null) matches.push('order_number = @orderNumber');
        where.push(`(${matches.join(' OR ')})`);
      }
    }
    return { where, params };
  }
}

/** The trigram index matches texts of at least three characters. */
const TRIGRAM = 3;

function eventParams(orderId: string, event: OrderStatusEventRecord) {
  return {
    orderId,
    status: event.status,
    note: event.note,
    visible: event.visibleToCustomer ? 1 : 0,
    actorId: event.actorId,
    createdAt: event.createdAt,
  };
}

function groupBy<Row extends { order_id: string }, T>(
  rows: Row[],
  toValue: (row: Row) => T,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.order_id);
    if (group) group.push(toValue(row));
    else groups.set(row.order_id, [toValue(row)]);
  }
  return groups;
}

function toItem(row: OrderItemRow): OrderItemRecord {
  return {
    lineId: row.id,
    productId: row.product_id,
    title: row.title,
    image: row.image,
    priceCents: row.price_cents,
    discountPriceCents: row.discount_price_cents,
    quantity: row.quantity,
    variantId: row.variant_id,
    options: readOptionChoice(row.options),
    leadTime: row.lead_time,
    preorder: row.preorder === 1,
    shipsFrom: row.ships_from,
  };
}

function toEvent(row: OrderStatusEventRow): OrderStatusEventRecord {
  return {
    status: row.status,
    note: row.note,
    visibleToCustomer: row.visible_to_customer === 1,
    actorId: row.actor_id,
    createdAt: row.created_at,
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
    orderKey: row.order_key,
    shippingAddress: row.shipping_address
      ? (JSON.parse(row.shipping_address) as ShippingAddress)
      : null,
    shippingCents: row.shipping_cents,
    shippingZone: row.shipping_zone,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    expiresAt: row.expires_at,
    reminderSentAt: row.reminder_sent_at,
    discountCents: row.discount_cents,
    rewardCode: row.reward_code,
    promoCode: row.promo_code,
    promoDiscountCents: row.promo_discount_cents,
    taxCents: row.tax_cents,
    taxIncluded: row.tax_included === 1,
    taxName: row.tax_name,
    taxRegion: row.tax_region,
    clientAddress: row.client_address,
    plan: planOf(row),
  };
}

function planOf(row: OrderRow): OrderPlan | null {
  if (row.plan_kind === null || row.plan_schedule === null) return null;
  return {
    kind: row.plan_kind,
    schedule: JSON.parse(row.plan_schedule) as OrderPlan['schedule'],
    graceDays: row.plan_grace_days,
    firstPaymentNonRefundable: row.plan_first_non_refundable === 1,
    firstPaymentGivenBack: row.plan_first_given_back === 1,
    remindedDueAt: row.plan_reminded_due_at,
  };
}
