// Promotions: the staff's codes (saved with the stale-save check the studio syncs by), the
// checkout's quote, and pricing and taking a code inside an order's transaction.

import {
  PROMO_CODE_MESSAGES,
  effectivePrice,
  normalizePromoCode,
  promotionDiscountCents,
  promotionInputSchema,
  promotionProblem,
  promotionSaveFields,
  salePriceCents,
  toCents,
  type FieldPatch,
  type Promotion,
  type PromotionInput,
  type PromotionLine,
  type PromotionQuote,
  type PromotionQuoteInput,
  type PromotionTerms,
} from '@kawaii/shared';
import type { ActivityRecorder } from '../activity/log.ts';
import { applyFieldPatch } from '../content/field-patch.ts';
import { assertFreshVersion, firstRevision, nextRevision } from '../content/versioning.ts';
import { HttpError, badRequest, notFound } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import { newId } from '../db/ids.ts';
import type { StockStore } from '../orders/stock.ts';
import { NO_SALES, type SalePricing } from '../sales/pricing.ts';
import { presentPromotion } from './presenter.ts';
import type { PromotionRecord, PromotionStore } from './store.ts';

const NOT_FOUND = 'Promotion not found';
const CODE_TAKEN = 'A promotion with this code already exists';

export type PromotionService = ReturnType<typeof createPromotionService>;

/** The rules' view of a stored promotion. */
export function termsOf(promotion: PromotionRecord): PromotionTerms {
  return {
    code: promotion.code,
    type: promotion.type,
    value: promotion.value,
    appliesTo: { kind: promotion.appliesKind, ids: promotion.appliesIds },
    minItemsCents: promotion.minItemsCents,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    usageLimit: promotion.usageLimit,
    usedCount: promotion.usedCount,
    oncePerCustomer: promotion.oncePerCustomer,
    combinableWithRewards: promotion.combinableWithRewards,
    active: promotion.active,
  };
}

/** A code priced for an order: the promotion and what it takes off. */
export interface PricedPromotion {
  promotion: PromotionRecord;
  discountCents: number;
}

export interface PromotionOrderCheck {
  code: string;
  /** The order's lines (their product ids and effective unit prices). */
  lines: readonly Omit<PromotionLine, 'categoryId'>[];
  shippingCents: number;
  email: string;
  userId: string | null;
  withRewardCode: boolean;
  now: Date;
}

export function createPromotionService({
  store,
  stock,
  activity,
  now,
  salesAt = () => NO_SALES,
}: {
  store: PromotionStore;
  stock: StockStore;
  activity: ActivityRecorder;
  now: () => Date;
  /** The scheduled sales running at a moment: a quote reads the prices an order would pay. */
  salesAt?: (at: Date) => SalePricing;
}) {
  function findOrFail(id: string): PromotionRecord {
    const promotion = store.findById(id);
    if (!promotion) throw notFound(NOT_FOUND);
    return promotion;
  }

  function assertCodeFree(code: string, ownId?: string): void {
    const holder = store.findByCode(code);
    if (holder && holder.id !== ownId) {
      throw new HttpError(409, CODE_TAKEN, { errors: { code: CODE_TAKEN } });
    }
  }

  function fieldsOf(input: PromotionInput) {
    return {
      code: input.code,
      description: input.description,
      type: input.type,
      value:
        input.type === 'amount' ? toCents(input.value) : input.type === 'percent' ? input.value : 0,
      appliesKind: input.appliesTo.kind,
      appliesIds: input.appliesTo.kind === 'order' ? [] : [...new Set(input.appliesTo.ids ?? [])],
      minItemsCents: input.minItemsCents,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      usageLimit: input.usageLimit,
      oncePerCustomer: input.oncePerCustomer,
      combinableWithRewards: input.combinableWithRewards,
      active: input.active,
    };
  }

  /** The lines with their categories, for a code that covers categories. */
  function withCategories(lines: PromotionOrderCheck['lines']): PromotionLine[] {
    const categories = store.categoriesOf(lines.map((line) => line.productId));
    return lines.map((line) => ({ ...line, categoryId: categories.get(line.productId) ?? null }));
  }

  /** The code priced for the order, or a 400 with the reason the checkout shows. */
  function priceForOrder(check: PromotionOrderCheck): PricedPromotion {
    const promotion = store.findByCode(normalizePromoCode(check.code));
    if (!promotion) throw badRequest(PROMO_CODE_MESSAGES.invalid);
    const lines = withCategories(check.lines);
    const problem = promotionProblem(termsOf(promotion), {
      lines,
      now: check.now,
      usedByCustomer: store.usedByCustomer(promotion.id, check.email, check.userId),
      withRewardCode: check.withRewardCode,
    });
    if (problem) throw badRequest(problem);
    return {
      promotion,
      discountCents: promotionDiscountCents(termsOf(promotion), lines, check.shippingCents),
    };
  }

  async function save(id: string, input: PromotionInput, viewer: Viewer): Promise<Promotion> {
    return store.transaction(() => {
      const stored = findOrFail(id);
      assertFreshVersion(input.version, stored, () => presentPromotion(stored));
      assertCodeFree(input.code, id);
      const promotion: PromotionRecord = { ...stored, ...fieldsOf(input), ...nextRevision(stored) };
      store.update(promotion);
      activity.record(viewer, {
        action: 'promotion.update',
        subjectType: 'promotion',
        subjectId: id,
        summary: `Updated the promotion ${promotion.code}`,
      });
      return presentPromotion(promotion);
    });
  }

  return {
    list(): Promotion[] {
      return store.list().map(presentPromotion);
    },

    async create(input: PromotionInput, _files: null, viewer: Viewer): Promise<Promotion> {
      return store.transaction(() => {
        assertCodeFree(input.code);
        const promotion: PromotionRecord = {
          id: newId(),
          ...fieldsOf(input),
          usedCount: 0,
          ...firstRevision(),
        };
        store.insert(promotion);
        activity.record(viewer, {
          action: 'promotion.create',
          subjectType: 'promotion',
          subjectId: promotion.id,
          summary: `Created the promotion ${promotion.code}`,
        });
        return presentPromotion(promotion);
      });
    },

    update(id: string, input: PromotionInput, _files: null, viewer: Viewer): Promise<Promotion> {
      return save(id, input, viewer);
    },

    /** Only the fields sent change (pausing sends `active` alone). */
    async patch(id: string, patch: FieldPatch, viewer: Viewer): Promise<Promotion> {
      return applyFieldPatch(
        {
          find: () => findOrFail(id),
          present: presentPromotion,
          saveFields: promotionSaveFields,
          schema: promotionInputSchema,
          save: (input) => save(id, input, viewer),
        },
        patch,
      );
    },

    delete(id: string, viewer: Viewer, version?: number): void {
      store.transaction(() => {
        const stored = findOrFail(id);
        assertFreshVersion(version, stored, () => presentPromotion(stored));
        store.delete(id);
        activity.record(viewer, {
          action: 'promotion.delete',
          subjectType: 'promotion',
          subjectId: id,
          summary: `Deleted the promotion ${stored.code}`,
        });
      });
    },

    /** The checkout's question: does this code work on this cart, and what does it take off? */
    quote(input: PromotionQuoteInput, viewer: Viewer): PromotionQuote {
      const at = now();
      const sales = salesAt(at);
      const lines = input.items.flatMap((item) => {
        const product = stock.find(item.id);
        if (!product?.published) return [];
        const sale = sales.saleOf(
          { productId: product.id, categoryId: product.categoryId ?? null },
          product.priceCents,
        );
        const unitCents = Math.min(
          product.priceCents,
          effectivePrice({
            price: product.priceCents,
            discountPrice: product.discountPriceCents,
            salePrice: sale && salePriceCents(product.priceCents, sale),
          }),
        );
        return [{ productId: product.id, unitCents, quantity: item.quantity }];
      });
      const priced = priceForOrder({
        code: input.promoCode,
        lines,
        shippingCents: 0,
        email: input.email ?? '',
        userId: viewer.userId,
        withRewardCode: false,
        now: at,
      });
      const { promotion } = priced;
      const eligible =
        promotion.appliesKind === 'order'
          ? lines.map((line) => line.productId)
          : withCategories(lines)
              .filter((line) =>
                promotion.appliesKind === 'category'
                  ? line.categoryId !== null && promotion.appliesIds.includes(line.categoryId)
                  : promotion.appliesIds.includes(line.productId),
              )
              .map((line) => line.productId);
      return {
        code: promotion.code,
        description: promotion.description,
        type: promotion.type,
        value: presentPromotion(promotion).value,
        scope: promotion.appliesKind,
        minItemsCents: promotion.minItemsCents,
        eligibleProductIds: [...new Set(eligible)],
        combinableWithRewards: promotion.combinableWithRewards,
        discountCents: priced.discountCents,
      };
    },

    /** Prices the code inside the order's transaction (a 400 with the reason when it fails). */
    priceForOrder,

    /** Takes the code's use for the order; a lost race for the last use is the invalid code. */
    useOnOrder(
      promotion: PromotionRecord,
      use: { orderId: string; userId: string | null; email: string; at: string },
    ): void {
      const taken = store.takeUse({
        promotionId: promotion.id,
        orderId: use.orderId,
        userId: use.userId,
        email: use.email,
        usedAt: use.at,
      });
      if (!taken) throw badRequest(PROMO_CODE_MESSAGES.invalid);
    },

    /** A cancelled or expired order gives its use back. */
    releaseForOrder(orderId: string): void {
      store.releaseUseOf(orderId);
    },
  };
}
