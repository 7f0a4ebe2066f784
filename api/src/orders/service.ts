import {
  type AdminOrder,
  type ClientReservations,
  type ReservationsReleased,
  type MyOrderPage,
  type MyOrdersQuery,
  type Order,
  type OrderDeskPage,
  type OrderQuery,
  type OrderStatus,
  type OrderStatusPatch,
  type OrderSubmission,
  type Payment,
  type PaymentInput,
  type PlacedOrder,
  type Refund,
  type RefundInput,
  refundDueOnCancel,
} from '@kawaii/shared';
import type { GiveBackFirstPayment, RecordRefund } from './refunds.ts';
import { presentPayment } from '../payments/presenter.ts';
import type { OrderLedger } from './ledger.ts';
import type { RecordOrderPayment } from './payments.ts';
import type { AchievementService } from '../achievements/service.ts';
import { badRequest, notFound } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import { VISITOR_MAILS_PER_HOUR } from '../mail/visitor-mail-limit.ts';
import { orderViewFor } from '../policies/orders.ts';
import { ordersCsvHeader, ordersCsvRows } from './csv.ts';
import { findOrderForPage } from './lookup.ts';
import type { PlaceOrder } from './placement.ts';
import type { Db } from '../db/connection.ts';
import {
  buyerOrderPath,
  presentAdminOrder,
  presentOrder,
  presentReservation,
} from './presenter.ts';
import type { OrderCursor, OrderRecord, OrderStore } from './store.ts';
import type { InstalmentKeeper } from './instalments.ts';
import type { UnpaidOrderKeeper } from './unpaid.ts';
import { ORDER_NOT_FOUND, type ChangeOrderStatus } from './workflow.ts';

export const ORDER_PLACED = 'Order placed successfully';
/** The order stands; its confirmation was not mailed (the address's hourly limit). */
export function orderPlacedWithoutMail(email: string): string {
  return `Order placed successfully. We did not email a confirmation to ${email}: it already got ${VISITOR_MAILS_PER_HOUR} emails from us in the last hour. Keep this order's page to follow it.`;
}
export const BAD_ORDER_CURSOR = 'cursor is not one this list gave out';
const DESK_PAGE_SIZE = 50;
/** Orders the dashboard shows at first, and a page of its history. */
export const MY_ORDERS_PAGE_SIZE = 20;

export type OrderService = ReturnType<typeof createOrderService>;

export const RELEASED_NOTE = 'Released by staff: its address held too many unpaid orders';

export function createOrderService({
  db,
  orders,
  achievements,
  placeOrder,
  changeStatus,
  recordPayment,
  recordRefund,
  giveBackFirstPayment,
  ledger,
  unpaid,
  instalments,
}: {
  db: Db;
  orders: OrderStore;
  achievements: AchievementService;
  placeOrder: PlaceOrder;
  changeStatus: ChangeOrderStatus;
  recordPayment: RecordOrderPayment;
  recordRefund: RecordRefund;
  giveBackFirstPayment: GiveBackFirstPayment;
  ledger: OrderLedger;
  unpaid: UnpaidOrderKeeper;
  /** Layaway reminders and cancellations; absent, nothing keeps instalments. */
  instalments?: InstalmentKeeper;
}) {
  const viewOf = (order: OrderRecord) => ({
    order,
    items: orders.itemsOf(order.id),
    achievements: achievements.unlockedByOrder(order.id),
    history: orders.historyOf(order.id),
    money: ledger.moneyOf(order.id),
  });
  const customerView = (order: OrderRecord): Order => presentOrder(viewOf(order));
  const adminView = (order: OrderRecord): AdminOrder => presentAdminOrder(viewOf(order));

  const releaseAll = db.transaction(
    (address: string, actorId: string | null): ReservationsReleased => {
      const { units } = orders.unpaidHoldOfAddress(address);
      const held = orders.unpaidOfAddress(address);
      for (const order of held) {
        changeStatus(
          order.id,
          { status: 'cancelled', note: RELEASED_NOTE, visibleToCustomer: false },
          actorId,
        );
      }
      return { address, released: held.length, units: held.length === 0 ? 0 : units };
    },
  );

  /** The views of a page of orders, read with one query each for lines, histories, achievements
   * and money, whatever the page's length. */
  function viewsOf(page: OrderRecord[]) {
    const ids = page.map((order) => order.id);
    const items = orders.itemsOfMany(ids);
    const histories = orders.historyOfMany(ids);
    const unlocked = achievements.unlockedByOrders(ids);
    const money = ledger.moneyOfMany(ids);
    return page.map((order) => ({
      order,
      items: items.get(order.id) ?? [],
      achievements: unlocked.get(order.id) ?? [],
      history: histories.get(order.id) ?? [],
      money: money.get(order.id) ?? { payments: [], refunds: [] },
    }));
  }

  /**
   * The cancelled orders matching the filter that still owe the buyer money back, newest first:
   * paid, less what the checkout's policy let the shop keep, less what was already refunded.
   */
  function ordersOwingRefund(filter: { status?: OrderStatus; text?: string }): OrderRecord[] {
    return orders
      .cancelledWithMoneyKept(filter)
      .filter(({ order, paidCents, refundedCents }) => {
        const totals = { paidCents, refundedCents };
        const due = refundDueOnCancel({ status: order.status, plan: order.plan ?? null, totals });
        return due !== null && due.dueCents > 0;
      })
      .map(({ order }) => order);
  }

  /** A whole page presented with one query each for lines, histories and achievements. */
  function adminViews(page: OrderRecord[]): AdminOrder[] {
    const ids = page.map((order) => order.id);
    const items = orders.itemsOfMany(ids);
    const histories = orders.historyOfMany(ids);
    const unlocked = achievements.unlockedByOrders(ids);
    const money = ledger.moneyOfMany(ids);
    return page.map((order) =>
      presentAdminOrder({
        order,
        items: items.get(order.id) ?? [],
        achievements: unlocked.get(order.id) ?? [],
        history: histories.get(order.id) ?? [],
        money: money.get(order.id) ?? { payments: [], refunds: [] },
      }),
    );
  }

  return {
    /** Guests may order; a signed-in order belongs to the viewer. */
    async place(
      submission: OrderSubmission,
      viewer: Viewer,
      clientAddress: string | null = null,
    ): Promise<PlacedOrder> {
      const { order, confirmationEmailed } = await placeOrder(submission, {
        userId: viewer.userId,
        address: clientAddress,
      });
      return {
        message: confirmationEmailed ? ORDER_PLACED : orderPlacedWithoutMail(order.email),
        confirmationEmailed,
        order: customerView(order),
        orderKey: order.orderKey,
        orderPath: buyerOrderPath(order),
      };
    },

    /** The admin desk: a page of 50, newest first, with the counts per status. */
    list(query: OrderQuery): OrderDeskPage {
      const limit = query.limit ?? DESK_PAGE_SIZE;
      const filter = { status: query.status, text: query.q };
      const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
      // The desk shows the count beside the filter from its first page only.
      const owing =
        query.refundDue || cursor === null ? ordersOwingRefund({ text: query.q }) : null;
      const rows =
        query.refundDue && owing
          ? owing
              .filter((order) => query.status === undefined || order.status === query.status)
              .filter((order) => cursor === null || isOlderThan(order, cursor))
              .slice(0, limit + 1)
          : orders.listPage(filter, cursor, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        orders: adminViews(page),
        nextCursor: rows.length > limit && last ? `${last.createdAt}|${last.orderNumber}` : null,
        counts: orders.countByStatus({ text: query.q }),
        refundDueCount: owing?.length ?? null,
      };
    },

    /**
     * Every order the desk's filters match, as CSV, newest first, a batch of lines at a time: the
     * caller sends each batch before the next is read, so an export of the whole shop never
     * holds the server (nor its memory) for longer than one batch.
     */
    *exportCsv(query: OrderQuery): Generator<string, void, undefined> {
      const filter = { status: query.status, text: query.q };
      yield ordersCsvHeader();
      if (query.refundDue) {
        // Few orders ever owe a refund: they were read whole, and are written in batches.
        const owing = ordersOwingRefund(filter);
        for (let start = 0; start < owing.length; start += CSV_BATCH) {
          const batch = owing.slice(start, start + CSV_BATCH);
          yield ordersCsvRows(batch, orders.itemsOfMany(batch.map((order) => order.id)));
        }
        return;
      }
      let cursor: OrderCursor | null = null;
      for (;;) {
        const batch = orders.listPage(filter, cursor, CSV_BATCH);
        if (batch.length === 0) return;
        yield ordersCsvRows(batch, orders.itemsOfMany(batch.map((order) => order.id)));
        const last = batch.at(-1)!;
        if (batch.length < CSV_BATCH) return;
        cursor = { createdAt: last.createdAt, orderNumber: last.orderNumber };
      }
    },

    /** Staff see any order in full; a customer only their own, and anyone else's is a 404. */
    get(id: string, viewer: Viewer): Order | AdminOrder {
      const order = orders.findById(id);
      const view = order ? orderViewFor(viewer, order) : 'none';
      if (!order || view === 'none') throw notFound(ORDER_NOT_FOUND);
      return view === 'desk' ? adminView(order) : customerView(order);
    },

    /** The order page: with the key, or for its signed-in owner; 404 for anyone else. */
    lookup(orderNumber: string, key: string | undefined, viewer: Viewer): Order {
      const order = findOrderForPage(orders, orderNumber, key, viewer.userId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return customerView(order);
    },

    /** The customer's own orders, newest first. */
    listForUser(userId: string): Order[] {
      return viewsOf(orders.listByUser(userId)).map(presentOrder);
    },

    /** A customer's own orders, newest first, a page at a time (the dashboard's history). */
    pageForUser(userId: string, query: MyOrdersQuery = {}): MyOrderPage {
      const limit = query.limit ?? MY_ORDERS_PAGE_SIZE;
      const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
      const rows = orders.listPageOfUser(userId, cursor, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        orders: viewsOf(page).map(presentOrder),
        nextCursor: rows.length > limit && last ? `${last.createdAt}|${last.orderNumber}` : null,
      };
    },

    countForUser(userId: string): number {
      return orders.countOfUser(userId);
    },

    changeStatus(id: string, patch: OrderStatusPatch, viewer: Viewer): AdminOrder {
      return adminView(changeStatus(id, patch, viewer.userId));
    },

    /** What one client address holds in unpaid orders (the desk's reservations view). */
    reservationsOf(address: string): ClientReservations {
      const held = orders.unpaidOfAddress(address);
      const items = orders.itemsOfMany(held.map((order) => order.id));
      const summaries = held.map((order) => presentReservation(order, items.get(order.id) ?? []));
      return {
        address,
        orders: summaries,
        units: summaries.reduce((units, order) => units + order.units, 0),
      };
    },

    /** Cancels every unpaid order of one client address; its stock goes back on sale. */
    releaseReservationsOf(address: string, viewer: Viewer): ReservationsReleased {
      return releaseAll(address, viewer.userId);
    },

    /** The payments recorded on an order, oldest first (staff). */
    payments(id: string): Payment[] {
      if (!orders.findById(id)) throw notFound(ORDER_NOT_FOUND);
      return ledger.moneyOf(id).payments.map(presentPayment);
    },

    /** Records a payment received; the order's status follows its balance. */
    recordPayment(
      id: string,
      input: PaymentInput,
      viewer: Viewer,
    ): { payment: Payment; order: AdminOrder } {
      const { payment, order } = recordPayment(id, input, viewer.userId);
      return { payment: presentPayment(payment), order: adminView(order) };
    },

    /** Gives money back on an order; see refunds.ts. */
    recordRefund(
      id: string,
      input: RefundInput,
      viewer: Viewer,
    ): { refund: Refund; order: AdminOrder } {
      const { refund } = recordRefund(id, input, viewer.userId);
      const order = adminView(orders.findById(id)!);
      return { refund: order.refunds.find((given) => given._id === refund.id)!, order };
    },

    /** A cancelled layaway order's kept first payment, due back after all; see refunds.ts. */
    giveBackFirstPayment(id: string, viewer: Viewer): AdminOrder {
      return adminView(giveBackFirstPayment(id, viewer.userId));
    },

    /** Units of each product held by unpaid orders (product id -> units). */
    reservedStock(): Map<string, number> {
      return orders.reservedStock();
    },

    /**
     * The housekeeping the server runs every minute: reminders, then expiry; for orders paid in
     * instalments, reminders before each due date, then cancellation past the grace days.
     */
    sweepUnpaid(): {
      reminded: number;
      expired: number;
      instalmentsReminded: number;
      instalmentsCancelled: number;
    } {
      return {
        reminded: unpaid.remindDue(),
        expired: unpaid.expireDue(),
        instalmentsReminded: instalments?.remindDue() ?? 0,
        instalmentsCancelled: instalments?.cancelOverdue() ?? 0,
      };
    },
  };
}

/** Orders read per CSV batch: a millisecond or two of work each, so a request that arrives
 * during a long export waits for one batch at most. */
const CSV_BATCH = 100;

/** Whether an order comes after the cursor on the desk, which lists the newest first. */
function isOlderThan(order: OrderRecord, cursor: OrderCursor): boolean {
  if (order.createdAt !== cursor.createdAt) return order.createdAt < cursor.createdAt;
  return order.orderNumber < cursor.orderNumber;
}

function decodeCursor(cursor: string): OrderCursor {
  const [createdAt, number, ...rest] = cursor.split('|');
  const orderNumber = Number(number);
  if (
    !createdAt ||
    rest.length > 0 ||
    !Number.isInteger(orderNumber) ||
    Number.isNaN(Date.parse(createdAt))
  ) {
    throw badRequest(BAD_ORDER_CURSOR);
  }
  return { createdAt, orderNumber };
}
