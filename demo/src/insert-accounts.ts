// The demo accounts, and the customer's history: paid orders with their status events, and a
// reward ledger that follows the shop's rules (welcome bonus, a point per whole dollar of each
// paid order, achievements as they unlock), so the balance equals the ledger's sum.

import {
  achievementPointsDescription,
  EMPTY_PROFILE,
  evaluateAchievements,
  findAchievement,
  isPaidStatus,
  NEW_ACCOUNT_DEFAULTS,
  orderPointsDescription,
  pointsForOrder,
  trackingUrlFor,
  WELCOME_BONUS,
  WELCOME_BONUS_DESCRIPTION,
  type AchievementId,
  type ShippingAddress,
  type AchievementStats,
} from '@kawaii/shared';
import {
  FIRST_ORDER_NUMBER,
  newId,
  newOrderKey,
  type AchievementStore,
  type Stores,
  type Ledger,
  type OrderItemRecord,
} from '@kawaii/api/seeding';
import { CUSTOMER_PROFILE_COMPLETED_AT, DEMO_ACCOUNTS, type SeedAccount } from './data/accounts.ts';
import { CUSTOMER_ORDERS, type SeedOrder } from './data/orders.ts';
import type { SeededProducts } from './insert-catalogue.ts';

/** The demo customer's address (also on her profile). */
const DEMO_SHIPPING_ADDRESS: ShippingAddress = {
  name: 'Lily Chen',
  line1: '12 Maple Lane',
  line2: '',
  city: 'Springfield',
  region: 'OR',
  postalCode: '97477',
  country: 'US',
};

export type AccountKey = SeedAccount['key'];

/** Inserts the accounts with their password hashes; answers their ids by key. */
export function insertAccounts(
  stores: Stores,
  passwordHashes: ReadonlyMap<AccountKey, string>,
): Map<AccountKey, string> {
  const store = stores.users;
  const ids = new Map<AccountKey, string>();
  for (const account of DEMO_ACCOUNTS) {
    const id = newId();
    const isCustomer = account.key === 'customer';
    store.insert({
      id,
      name: account.name,
      email: account.email,
      passwordHash: passwordHashes.get(account.key) ?? null,
      googleSubject: null,
      isGoogleUser: false,
      role: account.role,
      ...NEW_ACCOUNT_DEFAULTS,
      phone: account.phone,
      address: account.address,
      instagram: account.instagram,
      twitter: account.twitter,
      createdAt: account.createdAt,
      updatedAt: isCustomer ? CUSTOMER_PROFILE_COMPLETED_AT : account.createdAt,
    });
    // Her saved address fills the checkout in, as a returning customer's would.
    if (isCustomer) {
      const { name, email, phone, address, instagram, twitter } = account;
      store.updateProfile(
        id,
        { name, email, phone, address, instagram, twitter, shippingAddress: DEMO_SHIPPING_ADDRESS },
        CUSTOMER_PROFILE_COMPLETED_AT,
      );
    }
    ids.set(account.key, id);
  }
  return ids;
}

/** Replays the customer's story in time order, crediting points as the rules would have. */
export function insertCustomerHistory(
  stores: Stores,
  customerId: string,
  products: SeededProducts,
): void {
  const customer = DEMO_ACCOUNTS.find((account) => account.key === 'customer')!;
  const { ledger } = stores;
  const achievements = stores.achievements;
  const { orders } = stores;
  const unlocked = new Set<AchievementId>();
  const stats: AchievementStats = {
    paidOrders: 0,
    paidTotalCents: 0,
    registeredAt: customer.createdAt,
    firstPaidOrderAt: null,
    profile: { ...EMPTY_PROFILE },
  };
  const unlockNew = (at: string, orderId: string | null) => {
    const fresh = evaluateAchievements(stats).filter((id) => !unlocked.has(id));
    fresh.forEach((id, index) => {
      unlocked.add(id);
      const unlock = { userId: customerId, id, orderId, at: later(at, index + 1) };
      creditAchievement(ledger, achievements, unlock);
    });
  };

  ledger.postOnce({
    userId: customerId,
    type: 'bonus',
    amount: WELCOME_BONUS,
    description: WELCOME_BONUS_DESCRIPTION,
    creditKey: 'welcome',
    createdAt: customer.createdAt,
  });

  const { phone, address, instagram, twitter } = customer;
  stats.profile = { phone, address, instagram, twitter };
  unlockNew(CUSTOMER_PROFILE_COMPLETED_AT, null);

  CUSTOMER_ORDERS.forEach((order, index) => {
    const orderNumber = FIRST_ORDER_NUMBER + index;
    const id = newId();
    const items = order.lines.map((line) => orderItem(line.product, line.quantity, products));
    const totalCents = items.reduce(
      (sum, item) => sum + (item.discountPriceCents ?? item.priceCents) * item.quantity,
      0,
    );
    const paidAt = paidAtOf(order);
    const points = paidAt ? pointsForOrder(totalCents) : 0;
    const placed = order.history[0]!;
    const current = order.history.at(-1)!;
    orders.insert(
      {
        id,
        orderNumber,
        userId: customerId,
        status: current.status,
        customerName: customer.name,
        email: customer.email,
        contact: order.contact,
        contactType: order.contactType,
        message: order.message,
        paymentMethod: 'zelle',
        totalCents,
        rewardPointsEarned: points,
        paidAt,
        createdAt: placed.at,
        updatedAt: current.at,
        orderKey: newOrderKey(),
        shippingAddress: DEMO_SHIPPING_ADDRESS,
        // The demo customer lives in the domestic zone; these orders pass its free threshold.
        shippingCents: 0,
        shippingZone: 'United States',
        ...(order.tracking
          ? {
              carrier: order.tracking.carrier,
              trackingNumber: order.tracking.number,
              trackingUrl: trackingUrlFor(order.tracking.carrier, order.tracking.number),
            }
          : { carrier: null, trackingNumber: null, trackingUrl: null }),
        expiresAt:
          current.status === 'pending_payment'
            ? new Date(Date.parse(placed.at) + 72 * 3_600_000).toISOString()
            : null,
        reminderSentAt: null,
        discountCents: 0,
        rewardCode: null,
        promoCode: null,
        promoDiscountCents: 0,
        taxCents: 0,
        taxIncluded: false,
        taxName: null,
        taxRegion: null,
      },
      items,
      order.history.map((event) => ({
        status: event.status,
        note: event.note,
        // The demo's notes are written for the customer.
        visibleToCustomer: event.note !== '',
        actorId: null,
        createdAt: event.at,
      })),
    );
    if (!paidAt) return;
    // Each paid demo order was paid in one Zelle transfer, recorded on its ledger.
    stores.payments.insert({
      id: newId(),
      subject: 'order',
      subjectId: id,
      amountCents: totalCents,
      receivedAt: paidAt,
      method: 'zelle',
      reference: null,
      note: null,
      recordedBy: null,
      createdAt: paidAt,
    });
    ledger.postOnce({
      userId: customerId,
      type: 'earned',
      amount: points,
      description: orderPointsDescription(orderNumber),
      orderId: id,
      creditKey: `order:${id}:earned`,
      createdAt: paidAt,
    });
    stats.paidOrders += 1;
    stats.paidTotalCents += totalCents;
    stats.firstPaidOrderAt ??= paidAt;
    unlockNew(paidAt, id);
  });
}

function creditAchievement(
  ledger: Ledger,
  achievements: AchievementStore,
  unlock: { userId: string; id: AchievementId; orderId: string | null; at: string },
): void {
  const { userId, id, orderId, at } = unlock;
  const achievement = findAchievement(id)!;
  achievements.unlock({ userId, achievementId: id, orderId, unlockedAt: at });
  ledger.postOnce({
    userId,
    type: 'achievement',
    amount: achievement.pointsReward,
    description: achievementPointsDescription(achievement.name),
    orderId,
    creditKey: `achievement:${id}`,
    createdAt: at,
  });
}

function orderItem(
  productKey: string,
  quantity: number,
  products: SeededProducts,
): OrderItemRecord {
  const product = products.get(productKey);
  if (!product) throw new Error(`A demo order names an unknown product: ${productKey}`);
  return {
    productId: product.id,
    title: product.title,
    image: product.images[0] ?? null,
    priceCents: product.priceCents,
    discountPriceCents: product.discountPriceCents,
    quantity,
  };
}

function paidAtOf(order: SeedOrder): string | null {
  return order.history.find((event) => isPaidStatus(event.status))?.at ?? null;
}

/** A moment just after `iso`, so entries made by one event keep a stable newest-first order. */
function later(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}
