// Placing an order: price the cart from the catalogue, check the limits, quote shipping to the
// address, take stock, record the order and queue its emails. All of it in one IMMEDIATE
// transaction, so that concurrent orders never oversell and an order never lacks its emails;
// orders that arrive together share that transaction's commit (group commit), each in its own
// savepoint.

import {
  MAX_RESERVED_UNITS_PER_CLIENT,
  MAX_UNITS_PER_LINE,
  MAX_UNPAID_ORDERS_PER_CLIENT,
  REWARD_CODE_MESSAGES,
  TOO_MANY_UNPAID_ORDERS,
  notShippedMessage,
  orderTaxTerms,
  orderTotals,
  quoteShipping,
  toCents,
  tooManyReservedUnitsMessage,
  tooManyUnitsMessage,
  unknownTaxRegionMessage,
  type OrderSubmission,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { createGroupCommit } from '../db/group-commit.ts';
import { newId } from '../db/ids.ts';
import { randomString } from '../db/random-pool.ts';
import { HttpError, badRequest, conflict, tooManyRequests } from '../core/errors.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import { reviewCart, totalsAgree } from './checkout.ts';
import type { RewardRedemption } from '../rewards/redemption.ts';
import type { OrderMail } from './order-mail.ts';
import { priceReward } from './reward-pricing.ts';
import { lowStockAfter, type LowStockItem } from './low-stock.ts';
import type { StockedProduct, StockStore } from './stock.ts';
import { choosePlan } from './payment-plan.ts';
import { lineUnitCents, totalsLines } from './totals.ts';
import type { PromotionService } from '../promotions/service.ts';
import { NO_SALES, type SalePricing } from '../sales/pricing.ts';
import type { OrderRecord, OrderStore } from './store.ts';

export const ONLY_ZELLE = 'Only Zelle payments are accepted at the moment';
export const PRICES_CHANGED =
  'Prices have changed since you added these items. Please review your cart.';
export const SHIPPING_CHANGED =
  'Shipping rates have changed since you checked out. Please review your order.';
export const TAX_CHANGED =
  'Tax rates have changed since you checked out. Please review your order.';
export const ITEMS_UNAVAILABLE = 'Some items are no longer available in the requested quantity';
export const STOCK_RACE =
  'Product availability changed while processing your order. Please check your cart and try again.';

const HOUR_MS = 3_600_000;

/** Who places an order: the account (null: a guest) and the client address it comes from. */
export interface OrderingClient {
  userId: string | null;
  /** The request's client (behind TRUST_PROXY, the forwarded one); null when unknown. */
  address: string | null;
}

/** A placed order, and whether the buyer's confirmation was queued (see OrderMail.placed). */
export interface Placement {
  order: OrderRecord;
  confirmationEmailed: boolean;
}

/** Places an order for the client and answers it; refuses with an HttpError. */
export type PlaceOrder = (
  submission: OrderSubmission,
  client: OrderingClient,
) => Promise<Placement>;

/** 192 random bits, URL-safe: the key of the order page. */
export function newOrderKey(): string {
  return randomString(24, 'base64url');
}

export function createOrderPlacement({
  db,
  orders,
  stock,
  settings: settingsStore,
  redemption,
  promotions,
  salesAt = () => NO_SALES,
  mail,
  now,
}: {
  db: Db;
  orders: OrderStore;
  stock: StockStore;
  settings: SettingsStore;
  /** Checks a reward code and spends it on the order, in the order's transaction. */
  redemption: RewardRedemption;
  /** Prices a promo code and takes its use, in the order's transaction. */
  promotions: PromotionService;
  /** The scheduled sales running at the order's time: its lines are priced by them. */
  salesAt?: (at: Date) => SalePricing;
  mail: OrderMail;
  /** The clock of the order's time and expiry; tests move it. */
  now: () => Date;
}): PlaceOrder {
  const commitWithOthers = createGroupCommit(db);

  /**
   * What one client may hold unpaid: 3 orders and 10 units per client address and per account
   * (and 3 orders per email), so one visitor cannot take the shop's stock with made-up emails.
   */
  function checkClientHolds(submission: OrderSubmission, client: OrderingClient): void {
    const holds = [
      client.address === null ? null : orders.unpaidHoldOfAddress(client.address),
      client.userId === null ? null : orders.unpaidHoldOfUser(client.userId),
    ].filter((hold) => hold !== null);
    const unpaidByEmail = orders.unpaidOrdersOf(submission.email);
    if (
      unpaidByEmail >= MAX_UNPAID_ORDERS_PER_CLIENT ||
      holds.some((hold) => hold.orders >= MAX_UNPAID_ORDERS_PER_CLIENT)
    ) {
      throw tooManyRequests(TOO_MANY_UNPAID_ORDERS);
    }
    // A client known by neither address nor account is limited per email and per line only.
    if (holds.length === 0) return;
    const ordered = submission.items.reduce((units, line) => units + line.quantity, 0);
    const held = Math.max(...holds.map((hold) => hold.units));
    if (held + ordered > MAX_RESERVED_UNITS_PER_CLIENT) {
      throw tooManyRequests(tooManyReservedUnitsMessage(held, ordered));
    }
  }

  // Check, take stock and record, or change nothing at all.
  const place = db.transaction((submission: OrderSubmission, client: OrderingClient): Placement => {
    const { userId } = client;
    const settings = presentSettings(settingsStore.get());
    const oversized = submission.items.find((line) => line.quantity > MAX_UNITS_PER_LINE);
    if (oversized) {
      throw badRequest(tooManyUnitsMessage(stock.find(oversized.id)?.title ?? oversized.title));
    }
    checkClientHolds(submission, client);
    const code = submission.rewardCode
      ? redemption.checkForOrder(userId, submission.rewardCode)
      : null;
    const at = now();
    // The products as they were before this order: what the low-stock alert compares with.
    const before = new Map<string, StockedProduct | null>();
    const findBefore = (id: string) => {
      if (!before.has(id)) before.set(id, stock.find(id));
      return before.get(id) ?? null;
    };
    const sales = salesAt(at);
    const cart = reviewCart(submission.items, findBefore, at, (product) =>
      sales.saleOf(
        { productId: product.id, categoryId: product.categoryId ?? null },
        product.priceCents,
      ),
    );
    if (cart.unavailableItems.length > 0) {
      throw new HttpError(400, ITEMS_UNAVAILABLE, {
        details: { unavailableItems: cart.unavailableItems },
      });
    }
    const { country } = submission.shippingAddress;
    const quote = quoteShipping(settings.shippingZones, country, cart.totalCents);
    if (!quote) throw badRequest(notShippedMessage(country));
    // Shipping is quoted on what the buyer pays for; a code's free item does not count.
    const { pricing, addedLine } = priceReward(code, cart, quote.shippingCents);
    const lines = addedLine ? [...cart.items, addedLine] : cart.items;
    // A promotion prices the buyer's own lines (not a reward's free item); its free shipping
    // gives nothing more when a reward code already took the shipping off.
    const promo = submission.promoCode
      ? promotions.priceForOrder({
          code: submission.promoCode,
          lines: cart.items.map((item) => ({
            productId: item.productId!,
            unitCents: lineUnitCents(item),
            quantity: item.quantity,
          })),
          shippingCents: code?.record.kind === 'free-shipping' ? 0 : quote.shippingCents,
          email: submission.email,
          userId,
          withRewardCode: code !== null,
          now: at,
        })
      : null;
    // The tax of the address's state, province or country, from the same rule as the checkout.
    const tax = orderTaxTerms(settings.tax, submission.shippingAddress);
    if ('unknownRegionOf' in tax) throw badRequest(unknownTaxRegionMessage(tax.unknownRegionOf));
    const { totalCents, taxCents } = orderTotals({
      lines: totalsLines(lines),
      shippingCents: quote.shippingCents,
      discounts: {
        promoCents: promo?.discountCents ?? 0,
        rewardCents: pricing.discountCents,
        // Free-shipping codes take off the shipping, not the items: the tax base needs to know.
        onShippingCents:
          (code?.record.kind === 'free-shipping' ? pricing.discountCents : 0) +
          (promo?.promotion.type === 'free-shipping' ? promo.discountCents : 0),
      },
      taxRate: tax.taxRate,
      taxIncluded: tax.taxIncluded,
    });
    if (submission.shippingZoneId && submission.shippingZoneId !== quote.zone?._id) {
      throw conflict(SHIPPING_CHANGED, { reason: 'prices-changed' });
    }
    // As for shipping: the tax the checkout showed must be the one charged.
    if (submission.taxCents !== undefined && submission.taxCents !== taxCents) {
      throw conflict(TAX_CHANGED, { reason: 'prices-changed' });
    }
    if (!totalsAgree(toCents(submission.total), totalCents)) {
      throw conflict(PRICES_CHANGED, { reason: 'prices-changed' });
    }
    const plan = choosePlan({
      instalments: submission.paymentPlan?.instalments,
      layaway: settings.layaway,
      totalCents,
      depositLines: cart.items.map((item) => ({
        lineCents: lineUnitCents(item) * item.quantity,
        depositPercent: findBefore(item.productId!)?.depositPercent,
      })),
      at,
    });
    const placedAt = at.toISOString();
    const lowStock: LowStockItem[] = [];
    for (const item of lines) {
      const move = { ...item, productId: item.productId! };
      // Cannot fail after the review inside this transaction; the guard is the last word.
      if (!stock.take(move, placedAt)) {
        throw conflict(STOCK_RACE, { reason: 'stock-changed' });
      }
      const product = findBefore(move.productId);
      const low = product && lowStockAfter(product, move, settings.lowStockThreshold);
      if (low) lowStock.push(low);
    }
    const order: OrderRecord = {
      id: newId(),
      orderNumber: orders.nextOrderNumber(),
      userId,
      status: 'pending_payment',
      customerName: submission.name,
      email: submission.email,
      contact: submission.contact,
      contactType: submission.contactType,
      message: submission.message,
      paymentMethod: submission.paymentMethod,
      totalCents,
      rewardPointsEarned: 0,
      paidAt: null,
      createdAt: placedAt,
      updatedAt: placedAt,
      orderKey: newOrderKey(),
      shippingAddress: submission.shippingAddress,
      shippingCents: quote.shippingCents,
      shippingZone: quote.zone?.name ?? null,
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
      expiresAt: new Date(at.getTime() + settings.unpaidOrderHours * HOUR_MS).toISOString(),
      reminderSentAt: null,
      discountCents: pricing.discountCents,
      rewardCode: code?.record.code ?? null,
      promoCode: promo?.promotion.code ?? null,
      promoDiscountCents: promo?.discountCents ?? 0,
      taxCents,
      taxIncluded: taxCents > 0 && tax.taxIncluded,
      taxName: taxCents > 0 ? tax.taxName : null,
      taxRegion: tax.taxRegion,
      clientAddress: client.address,
      plan,
    };
    orders.insert(order, lines, [
      {
        status: 'pending_payment',
        note: '',
        visibleToCustomer: false,
        actorId: userId,
        createdAt: placedAt,
      },
    ]);
    // The guard of a single-use code; after the check above only a race could trip it.
    if (code && !redemption.useOnOrder(code.record, order.id, placedAt)) {
      throw badRequest(REWARD_CODE_MESSAGES.used);
    }
    // The guard of a code's last use: of two orders racing for it, the second is refused.
    if (promo) {
      promotions.useOnOrder(promo.promotion, {
        orderId: order.id,
        userId,
        email: submission.email,
        at: placedAt,
      });
    }
    const confirmationEmailed = mail.placed(order);
    if (lowStock.length > 0) mail.lowStock(order, lowStock);
    return { order, confirmationEmailed };
  });

  return async (submission, client) => {
    if (submission.paymentMethod !== 'zelle') throw badRequest(ONLY_ZELLE);
    // The group's IMMEDIATE transaction takes the write lock before any stock is read, and the
    // orders inside it run one after another, so concurrent orders serialize.
    return commitWithOthers(() => place(submission, client));
  };
}
