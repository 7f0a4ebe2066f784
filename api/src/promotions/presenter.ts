import { fromCents, type Promotion } from '@kawaii/shared';
import type { PromotionRecord } from './store.ts';

/** `value` as the wire has it: the percentage, or dollars for an amount. */
export function wireValue(promotion: Pick<PromotionRecord, 'type' | 'value'>): number {
  if (promotion.type === 'amount') return fromCents(promotion.value);
  return promotion.type === 'percent' ? promotion.value : 0;
}

export function presentPromotion(promotion: PromotionRecord): Promotion {
  return {
    _id: promotion.id,
    code: promotion.code,
    description: promotion.description,
    type: promotion.type,
    value: wireValue(promotion),
    appliesTo:
      promotion.appliesKind === 'order'
        ? { kind: 'order' }
        : { kind: promotion.appliesKind, ids: [...promotion.appliesIds] },
    minItemsCents: promotion.minItemsCents,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    usageLimit: promotion.usageLimit,
    oncePerCustomer: promotion.oncePerCustomer,
    combinableWithRewards: promotion.combinableWithRewards,
    active: promotion.active,
    usedCount: promotion.usedCount,
    createdAt: promotion.createdAt,
    updatedAt: promotion.updatedAt,
    version: promotion.version,
  };
}
