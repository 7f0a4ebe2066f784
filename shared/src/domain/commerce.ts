// Orders, cart, rewards and achievements as they travel over the API.

import type { OrderTotals } from '../rules/order-totals.ts';
import type { RefundDue } from '../rules/refunds.ts';
import type { PaymentPlanKind, ScheduledInstalment } from '../rules/payment-plans.ts';
import type { OptionChoice } from './catalogue.ts';

export const ORDER_STATUSES = [
  'pending_payment',
  'partially_paid',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CONTACT_TYPES = ['email', 'phone', 'whatsapp', 'telegram'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const PAYMENT_METHODS = ['zelle', 'paypal', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What a cart or order line says about how its piece is sold: the variant and its options in
 * words as ordered, a made-to-order lead time, a pre-order's shipping month. Absent when not so.
 */
export interface LineCatalogueFacts {
  variantId?: string;
  /** { Size: '1/6', Colour: 'Pink' } */
  options?: OptionChoice;
  /** A made-to-order piece: '6-8 weeks'. */
  leadTime?: string;
  preorder?: boolean;
  /** A pre-order: the month it ships from, '2027-05'. */
  shipsFrom?: string;
  /** A made-to-order piece asking a deposit: the percentage paid at checkout. */
  depositPercent?: number;
}

export interface OrderItem extends LineCatalogueFacts {
  /** The line's own id on the order (a refund names the lines it puts back in stock). */
  lineId?: string;
  id: string;
  title: string;
  image: string | null;
  price: number;
  discountPrice: number | null;
  quantity: number;
}

/** Where a parcel goes; `country` is an ISO 3166-1 alpha-2 code. */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** A shipping zone of the shop's settings; `countries: '*'` is "everywhere else". */
export interface ShippingZone {
  _id: string;
  name: string;
  countries: string[] | '*';
  rateCents: number;
  freeOverCents: number | null;
  /** Shown to buyers, e.g. "3-5 business days". */
  estimate: string;
}

/** One step of an order's status timeline, as its customer sees it. */
export interface OrderTimelineEntry {
  status: OrderStatus;
  /** Only notes staff chose to show the customer; '' otherwise. */
  note: string;
  createdAt: string;
}

/** The payment plan an order was placed under, with its policy in words. */
export interface OrderPaymentPlan {
  kind: PaymentPlanKind;
  instalments: number;
  graceDays: number;
  firstPaymentNonRefundable: boolean;
  policy: string;
}

export interface Order {
  _id: string;
  orderId: string;
  status: OrderStatus;
  items: OrderItem[];
  /** Items + shipping - discount (dollars). */
  total: number;
  /** The shipping part of the total (dollars). */
  shipping: number;
  /** What a reward code took off the total (dollars; 0 without one). */
  discount: number;
  /** The reward code used on the order, e.g. KAWAII-7KQ3-M9XD. */
  rewardCode: string | null;
  /** The promotion's code used on the order, and what it took off (dollars; 0 without one). */
  promoCode: string | null;
  promoDiscount: number;
  /** How the tax reads ('Sales tax', 'VAT'); null on an order without tax. */
  taxName?: string | null;
  /** The prices held the tax: it is shown ('incl. VAT'), not added. */
  taxIncluded?: boolean;
  /** The region the tax was charged for ('US-CA', 'FR'); null without a rate. */
  taxRegion?: string | null;
  /** Every figure of the order in cents, from the one shared rule (orderTotals). */
  totals: OrderTotals;
  /** Layaway: the plan and its policy as agreed at checkout; null when paid at once. */
  paymentPlan?: OrderPaymentPlan | null;
  /** Each instalment and what the payments so far cover of it; empty when paid at once. */
  schedule?: ScheduledInstalment[];
  /** A cancelled order with money paid: what the policy keeps and what is still owed back. */
  refundDue?: RefundDue | null;
  shippingZone: string | null;
  /** Null on orders placed before addresses were asked for. */
  shippingAddress: ShippingAddress | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** While unpaid: when the order expires and its items go back on sale. */
  expiresAt: string | null;
  timeline: OrderTimelineEntry[];
  rewardPointsEarned: number;
  achievements: string[];
  createdAt: string;
  updatedAt: string;
}

/** The admin desk's view of an order: who ordered and how to reach them. */
export interface AdminOrder extends Order {
  userId: string | null;
  name: string;
  email: string;
  contact: string;
  contactType: ContactType;
  message: string;
  paymentMethod: PaymentMethod;
  history: { status: OrderStatus; note: string; visibleToCustomer: boolean; createdAt: string }[];
  /** The customer's order page with its key, to send them if they lost the email. */
  orderPath: string;
  /** The client address the order was placed from (null for orders placed before it was kept). */
  clientAddress: string | null;
  /** Every payment recorded, oldest first. */
  payments: Payment[];
  /** Every refund given, oldest first. */
  refunds: Refund[];
}

/** A payment recorded on an order (Zelle: staff record each transfer by hand). */
export interface Payment {
  _id: string;
  amountCents: number;
  /** When the money arrived. */
  receivedAt: string;
  method: 'zelle';
  reference: string | null;
  note: string | null;
  /** The name of the staff member who recorded it; null for payments recorded before. */
  recordedBy: string | null;
}

/** Money given back on an order. */
export interface Refund {
  _id: string;
  amountCents: number;
  reason: string;
  reference: string | null;
  /** Units put back in stock, by order line. */
  restock: { lineId: string; quantity: number }[];
  /** Reward points taken back with it. */
  pointsReversed: number;
  /** The name of the staff member who recorded it. */
  recordedBy: string | null;
  createdAt: string;
}

/** One unpaid order holding stock for a client address, as the desk lists it. */
export interface ReservationSummary {
  _id: string;
  orderId: string;
  name: string;
  email: string;
  /** Units the order holds. */
  units: number;
  total: number;
  createdAt: string;
  expiresAt: string | null;
}

/** GET /api/orders/reservations: what one client address holds in unpaid orders. */
export interface ClientReservations {
  address: string;
  orders: ReservationSummary[];
  /** Units held by all of them. */
  units: number;
}

/** POST /api/orders/reservations/release: the unpaid orders of an address, cancelled. */
export interface ReservationsReleased {
  address: string;
  /** Orders cancelled, their stock back on sale. */
  released: number;
  units: number;
}

/** A status count of the order desk: every status, 0 when none. */
export type OrderStatusCounts = Record<OrderStatus, number>;

/** GET /api/orders: one page of the desk, newest first. */
export interface OrderDeskPage {
  orders: AdminOrder[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** Over all orders matching the search (not the status filter). */
  counts: OrderStatusCounts;
  /**
   * Cancelled orders matching the search that still owe a refund (see `refundDueOnCancel`); on
   * the first page (and with `refundDue`) only, null on the next ones.
   */
  refundDueCount: number | null;
}

/** POST /api/orders answers the new order and, once only, the key of its page. */
export interface PlacedOrder {
  message: string;
  /**
   * Whether the confirmation was emailed: false when the buyer's address already got its hourly
   * limit of mail a visitor can cause (the message then says so; the order stands).
   */
  confirmationEmailed: boolean;
  order: Order;
  orderKey: string;
  /** /order/KA-10042?key=... */
  orderPath: string;
}

export interface CartItem extends LineCatalogueFacts {
  id: string;
  title: string;
  price: number;
  discountPrice: number | null;
  image: string | null;
  /** The most this line may hold: the variant's stock, or a made-to-order or pre-order limit. */
  stock: number;
  quantity: number;
}

export interface UnavailableItem {
  id: string;
  variantId?: string;
  title: string;
  requested: number;
  inStock: number;
}

export interface Achievement {
  id: string;
  icon: string;
  name: string;
  description: string;
  pointsReward: number;
  unlockedDate: string | null;
}

export interface AchievementLists {
  unlocked: Achievement[];
  locked: Achievement[];
}

export const REWARD_TRANSACTION_TYPES = [
  'earned',
  'spent',
  'bonus',
  'achievement',
  'expired',
] as const;
export type RewardTransactionType = (typeof REWARD_TRANSACTION_TYPES)[number];

export interface RewardTransaction {
  _id: string;
  type: RewardTransactionType;
  amount: number;
  description: string;
  createdAt: string;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface ChatMessage {
  type: 'bot' | 'user';
  content: string;
  timestamp: string;
}
