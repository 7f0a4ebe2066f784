// Redeeming points for codes and using them. Points leave the balance when the code is made
// (the `spent` entry and the code in one transaction), so a balance never promises points twice;
// an order consumes its code inside the order's own transaction; a cancelled or expired order,
// or an unused code given back, returns the points and ends the code.

import { randomInt } from 'node:crypto';
import {
  REWARD_CODE_ALPHABET,
  REWARD_CODE_MESSAGES,
  formatOrderNumber,
  fromCents,
  isRewardCode,
  normalizeRewardCode,
  redeemOptionById,
  redeemedPointsDescription,
  returnedCodePointsDescription,
  rewardCodeTitle,
  type RewardCode,
  type RewardCodeChange,
  type RewardCodeItem,
  type RewardCodesView,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { StockStore, StockedProduct } from '../orders/stock.ts';
import { mayUseRewardCode } from '../policies/rewards.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import type { RewardCodeRecord, RewardCodeStore } from './codes-store.ts';
import type { Ledger } from './ledger.ts';

export const UNKNOWN_OPTION =
  'Choose one of the ways to redeem: discount-5, free-shipping or exclusive-item';

/** A code checked for an order: what it gives, ready to be used with `useOnOrder`. */
export interface CodeForOrder {
  record: RewardCodeRecord;
  /** The exclusive item's product (exclusive codes only). */
  item: StockedProduct | null;
}

/** The order fields a refund reads. */
export interface RefundedOrder {
  id: string;
  orderNumber: number;
}

export type RewardRedemption = ReturnType<typeof createRewardRedemption>;

export function createRewardRedemption({
  db,
  codes,
  ledger,
  stock,
  settings,
}: {
  db: Db;
  codes: RewardCodeStore;
  ledger: Ledger;
  stock: StockStore;
  settings: SettingsStore;
}) {
  const toItem = (product: StockedProduct | null): RewardCodeItem | null =>
    product && {
      _id: product.id,
      title: product.title,
      image: product.image,
      price: fromCents(product.priceCents),
      discountPrice:
        product.discountPriceCents === null ? null : fromCents(product.discountPriceCents),
      stock: product.stock,
    };

  const present = (record: RewardCodeRecord): RewardCode => {
    const option = redeemOptionById(record.kind)!;
    return {
      code: record.code,
      kind: record.kind,
      title: rewardCodeTitle(option, record.itemTitle),
      points: record.points,
      status: record.refundedAt ? 'refunded' : record.usedAt ? 'used' : 'ready',
      usedOn: record.usedOrderNumber === null ? null : formatOrderNumber(record.usedOrderNumber),
      item: record.itemId ? toItem(stock.find(record.itemId)) : null,
      createdAt: record.createdAt,
    };
  };

  const rewardItemNow = (): StockedProduct | null => {
    const id = presentSettings(settings.get()).rewardItemProductId;
    return id ? stock.find(id) : null;
  };

  /** A code no other has: 40 random bits, drawn again on the rare clash. */
  const freshCode = (): string => {
    for (;;) {
      const pick = () =>
        Array.from(
          { length: 4 },
          () => REWARD_CODE_ALPHABET[randomInt(REWARD_CODE_ALPHABET.length)],
        ).join('');
      const code = `KAWAII-${pick()}-${pick()}`;
      if (!codes.findByCode(code)) return code;
    }
  };

  const redeem = db.transaction((userId: string, optionId: string): RewardCodeChange => {
    const option = redeemOptionById(optionId);
    if (!option) throw badRequest(UNKNOWN_OPTION);
    const balance = ledger.balanceOf(userId);
    let item: StockedProduct | null = null;
    if (option.id === 'exclusive-item') {
      item = rewardItemNow();
      if (!item) throw badRequest(REWARD_CODE_MESSAGES.noRewardItem);
    }
    if (balance < option.points) {
      throw badRequest(REWARD_CODE_MESSAGES.notEnoughPoints(option.points, balance));
    }
    if (item && item.stock <= 0) throw badRequest(REWARD_CODE_MESSAGES.itemSoldOut(item.title));
    const createdAt = new Date().toISOString();
    const record = {
      id: newId(),
      code: freshCode(),
      userId,
      kind: option.id,
      points: option.points,
      itemId: item?.id ?? null,
      itemTitle: item?.title ?? null,
      createdAt,
    };
    codes.insert(record);
    ledger.postOnce({
      userId,
      type: 'spent',
      amount: -option.points,
      description: redeemedPointsDescription(
        rewardCodeTitle(option, record.itemTitle),
        record.code,
      ),
      creditKey: `reward-code:${record.id}:redeemed`,
      createdAt,
    });
    return {
      code: present(codes.findByCode(record.code)!),
      rewardPoints: ledger.balanceOf(userId),
    };
  });

  /** Ends the code and gives its points back, once. */
  function refund(
    record: RewardCodeRecord,
    description: string,
    at: string,
    orderId: string | null,
  ) {
    if (!codes.markRefunded(record.id, at)) return;
    ledger.postOnce({
      userId: record.userId,
      type: 'bonus',
      amount: record.points,
      description,
      creditKey: `reward-code:${record.id}:refunded`,
      orderId,
      createdAt: at,
    });
  }

  const giveBack = db.transaction((userId: string, typed: string): RewardCodeChange => {
    const record = codes.findByCode(normalizeRewardCode(typed));
    if (!record || !mayUseRewardCode(userId, record)) throw notFound(REWARD_CODE_MESSAGES.unknown);
    if (record.usedAt || record.refundedAt) throw badRequest(REWARD_CODE_MESSAGES.cannotReturnUsed);
    refund(record, returnedCodePointsDescription(record.code), new Date().toISOString(), null);
    return {
      code: present(codes.findByCode(record.code)!),
      rewardPoints: ledger.balanceOf(userId),
    };
  });

  return {
    /** The customer's codes, newest first, and the exclusive item on offer. */
    list(userId: string): RewardCodesView {
      return { codes: codes.listOf(userId).map(present), rewardItem: toItem(rewardItemNow()) };
    },

    /** One of the customer's own codes, as the checkout checks it before the order is sent. */
    find(userId: string, typed: string): RewardCode {
      const record = codes.findByCode(normalizeRewardCode(typed));
      if (!record || !mayUseRewardCode(userId, record))
        throw notFound(REWARD_CODE_MESSAGES.unknown);
      return present(record);
    },

    /** Spends the option's points for a new code; refuses with a 400 saying what is missing. */
    redeem(userId: string, optionId: string): RewardCodeChange {
      return redeem.immediate(userId, optionId);
    },

    /** An unused code back into points. */
    giveBack(userId: string, code: string): RewardCodeChange {
      return giveBack.immediate(userId, code);
    },

    /**
     * Inside the order's transaction: the code typed at checkout, checked against the account
     * placing the order. Refuses with a 400 that says why.
     */
    checkForOrder(userId: string | null, typed: string): CodeForOrder {
      if (userId === null) throw badRequest(REWARD_CODE_MESSAGES.signIn);
      const code = normalizeRewardCode(typed);
      const record = isRewardCode(code) ? codes.findByCode(code) : null;
      if (!record || !mayUseRewardCode(userId, record))
        throw badRequest(REWARD_CODE_MESSAGES.unknown);
      if (record.refundedAt) throw badRequest(REWARD_CODE_MESSAGES.refunded);
      if (record.usedAt) throw badRequest(REWARD_CODE_MESSAGES.used);
      if (record.kind !== 'exclusive-item') return { record, item: null };
      const item = record.itemId ? stock.find(record.itemId) : null;
      if (!item) throw badRequest(REWARD_CODE_MESSAGES.itemGone);
      return { record, item };
    },

    /** Inside the order's transaction: the code is spent on this order. */
    useOnOrder(record: RewardCodeRecord, orderId: string, at: string): boolean {
      return codes.markUsed(record.id, orderId, at);
    },

    /** Inside a cancellation or expiry: the code the order used gives its points back. */
    refundForOrder(order: RefundedOrder, outcome: 'cancelled' | 'expired', at: string): void {
      const record = codes.findUsedBy(order.id);
      if (!record) return;
      const description = returnedCodePointsDescription(record.code, {
        orderNumber: order.orderNumber,
        outcome,
      });
      refund(record, description, at, order.id);
    },
  };
}
