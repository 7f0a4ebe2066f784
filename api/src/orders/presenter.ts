import {
  formatOrderNumber,
  fromCents,
  orderPagePath,
  refundDueOnCancel,
  type AdminOrder,
  type Order,
  type OrderItem,
  type Refund,
  type ReservationSummary,
} from '@kawaii/shared';
import type { OrderItemRecord, OrderRecord, OrderStatusEventRecord } from './store.ts';
import { presentPlan } from './plan-presenter.ts';
import { totalsOfOrder } from './totals.ts';
import { amountsOf, type OrderMoney } from './ledger.ts';
import { presentPayment } from '../payments/presenter.ts';
import type { RefundRecord } from './refund-store.ts';

/** An order with what its presentation needs besides the row itself. */
export interface OrderView {
  order: OrderRecord;
  items: OrderItemRecord[];
  /** Ids of the achievements this order's payment unlocked. */
  achievements: string[];
  history: OrderStatusEventRecord[];
  /** The money recorded on it. */
  money: OrderMoney;
}

export type AdminOrderView = OrderView;

/** /order/KA-10042?key=...: the page a buyer opens from their email. */
export function buyerOrderPath(order: Pick<OrderRecord, 'orderNumber' | 'orderKey'>): string {
  return orderPagePath(formatOrderNumber(order.orderNumber), order.orderKey);
}

/** What the customer sees of an order: no contact details or internal notes. */
export function presentOrder({ order, items, achievements, history, money }: OrderView): Order {
  const totals = totalsOfOrder(order, items, amountsOf(money));
  return {
    _id: order.id,
    orderId: formatOrderNumber(order.orderNumber),
    status: order.status,
    items: items.map(presentOrderItem),
    total: fromCents(order.totalCents),
    shipping: fromCents(order.shippingCents),
    discount: fromCents(order.discountCents),
    rewardCode: order.rewardCode,
    promoCode: order.promoCode,
    promoDiscount: fromCents(order.promoDiscountCents),
    taxName: order.taxName,
    taxIncluded: order.taxIncluded,
    taxRegion: order.taxRegion,
    totals,
    ...presentPlan(order, totals),
    refundDue: refundDueOnCancel({ status: order.status, plan: order.plan ?? null, totals }),
    shippingZone: order.shippingZone,
    shippingAddress: order.shippingAddress,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    expiresAt: order.status === 'pending_payment' ? order.expiresAt : null,
    // Every step shows; a note only when staff chose to show it to the customer.
    timeline: history.map((event) => ({
      status: event.status,
      note: event.visibleToCustomer ? event.note : '',
      createdAt: event.createdAt,
    })),
    rewardPointsEarned: order.rewardPointsEarned,
    achievements,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/** The admin desk's view: who ordered, how to reach them, and the status history. */
export function presentAdminOrder(view: AdminOrderView): AdminOrder {
  const { order } = view;
  return {
    ...presentOrder(view),
    userId: order.userId,
    name: order.customerName,
    email: order.email,
    contact: order.contact,
    contactType: order.contactType,
    message: order.message,
    paymentMethod: order.paymentMethod,
    history: view.history.map(({ status, note, visibleToCustomer, createdAt }) => ({
      status,
      note,
      visibleToCustomer,
      createdAt,
    })),
    orderPath: buyerOrderPath(order),
    clientAddress: order.clientAddress ?? null,
    payments: view.money.payments.map(presentPayment),
    refunds: view.money.refunds.map(presentRefund),
  };
}

function presentRefund(refund: RefundRecord): Refund {
  return {
    _id: refund.id,
    amountCents: refund.amountCents,
    reason: refund.reason,
    reference: refund.reference,
    restock: refund.restock.map(({ lineId, quantity }) => ({ lineId, quantity })),
    pointsReversed: refund.pointsReversed,
    recordedBy: refund.recordedByName ?? null,
    createdAt: refund.createdAt,
  };
}

/** An unpaid order in the desk's reservations list of one client address. */
export function presentReservation(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
): ReservationSummary {
  return {
    _id: order.id,
    orderId: formatOrderNumber(order.orderNumber),
    name: order.customerName,
    email: order.email,
    units: items.reduce((units, item) => units + item.quantity, 0),
    total: fromCents(order.totalCents),
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
  };
}

function presentOrderItem(item: OrderItemRecord): OrderItem {
  return {
    lineId: String(item.lineId ?? ''),
    // A line whose product was deleted since keeps its snapshot but has no product to point to.
    id: item.productId ?? '',
    title: item.title,
    image: item.image,
    price: fromCents(item.priceCents),
    discountPrice: item.discountPriceCents === null ? null : fromCents(item.discountPriceCents),
    quantity: item.quantity,
    // How the piece was sold, only when so: a plain line reads as it always did.
    ...(item.variantId && { variantId: item.variantId }),
    ...(item.options && { options: { ...item.options } }),
    ...(item.leadTime && { leadTime: item.leadTime }),
    ...(item.preorder && { preorder: true }),
    ...(item.shipsFrom && { shipsFrom: item.shipsFrom }),
  };
}
