// Orders for tests: a valid checkout payload for products, and orders inserted straight through
// the store (for tests about what happens after an order exists).

import {
  effectivePrice,
  fromCents,
  isPaidStatus,
  type OrderStatus,
  type OrderSubmission,
  type ShippingAddress,
  variantPricing,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { newOrderKey } from '../orders/placement.ts';
import { createPaymentStore } from '../payments/store.ts';
import { createOrderStore, type OrderRecord } from '../orders/store.ts';
import type { ProductRecord } from '../products/store.ts';

export interface CartLine {
  product: ProductRecord;
  quantity: number;
  /** One of the product's variants, by id. */
  variantId?: string;
}

/** The line's price and discount price in cents: its variant's, or the product's. */
function pricingOf({ product, variantId }: CartLine) {
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  return variantPricing(
    { price: product.priceCents, discountPrice: product.discountPriceCents },
    variant && { price: variant.priceCents, discountPrice: variant.discountPriceCents },
  );
}

/** What the cart panel sends for these lines, priced and totalled as the shop prices them. */
export function orderSubmissionFor(
  lines: CartLine[],
  overrides: Partial<OrderSubmission> = {},
): OrderSubmission {
  const items = lines.map((line) => {
    const { price, discountPrice } = pricingOf(line);
    return {
      id: line.product.id,
      title: line.product.title,
      price: fromCents(price),
      discountPrice: discountPrice == null ? null : fromCents(discountPrice),
      quantity: line.quantity,
      image: line.product.images[0] ?? null,
      ...(line.variantId && { variantId: line.variantId }),
    };
  });
  const totalCents = lines.reduce(
    (sum, line) => sum + effectivePrice(pricingOf(line)) * line.quantity,
    0,
  );
  return {
    name: 'Lily Chen',
    email: 'lily@example.test',
    contact: 'lily@example.test',
    contactType: 'email',
    message: '',
    paymentMethod: 'zelle',
    items,
    // The default shop (no zones saved) ships everywhere for free.
    total: fromCents(totalCents),
    shippingAddress: TORONTO,
    ...overrides,
  };
}

/** A Canadian shipping address. */
export const TORONTO: ShippingAddress = {
  name: 'Lily Chen',
  line1: '12 Maple Street',
  line2: 'Apt 4',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5V 2T6',
  country: 'CA',
};

/** An order with one line and the given status, as if it had gone through the shop. */
export function buildOrder(
  db: Db,
  overrides: Partial<OrderRecord> & { status?: OrderStatus } = {},
): OrderRecord {
  const store = createOrderStore(db);
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  const order: OrderRecord = {
    id: newId(),
    orderNumber: store.nextOrderNumber(),
    userId: null,
    status: 'pending_payment',
    customerName: 'Test Customer',
    email: 'customer@example.test',
    contact: 'customer@example.test',
    contactType: 'email',
    message: '',
    paymentMethod: 'zelle',
    totalCents: 2500,
    rewardPointsEarned: 0,
    paidAt: null,
    createdAt,
    updatedAt: createdAt,
    orderKey: newOrderKey(),
    shippingAddress: TORONTO,
    shippingCents: 0,
    shippingZone: 'Everywhere',
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    expiresAt: null,
    reminderSentAt: null,
    discountCents: 0,
    rewardCode: null,
    promoCode: null,
    promoDiscountCents: 0,
    taxCents: 0,
    taxIncluded: false,
    taxName: null,
    taxRegion: null,
    ...overrides,
  };
  const line = {
    productId: null,
    title: 'Test item',
    image: null,
    priceCents: order.totalCents,
    discountPriceCents: null,
    quantity: 1,
  };
  createOrderStore(db).insert(
    order,
    [line],
    [{ status: order.status, note: '', visibleToCustomer: false, actorId: null, createdAt }],
  );
  // A paid order has its payment on the ledger, as one marked paid on the desk would.
  if (isPaidStatus(order.status) && order.totalCents > 0) {
    createPaymentStore(db).insert({
      id: newId(),
      subject: 'order',
      subjectId: order.id,
      amountCents: order.totalCents,
      receivedAt: order.paidAt ?? createdAt,
      method: 'zelle',
      reference: null,
      note: null,
      recordedBy: null,
      createdAt,
    });
  }
  return order;
}
