import { operations } from '@kawaii/shared';
import { collectionRouteTable } from '../content/collection-routes.ts';
import { byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import type { RouteTable } from '../http/route-table.ts';
import type { PromotionService } from './service.ts';

/** Mounted at /api/promotions: the staff's codes (JSON, no files) and the checkout's quote. */
export function promotionRoutes(promotions: PromotionService): RouteTable {
  const table = collectionRouteTable('promotions', promotions, {
    record: 'Promotion',
    uploads: [],
    files: () => null,
  });
  // A quote tells whether a code exists: guessing codes one after another is slowed down.
  const quoteLimit = createRateLimiter([
    { name: 'promotion-quote:ip', limit: 30, windowMs: MINUTE, keyOf: byIp },
  ]);
  table.handle(operations.quotePromotion, ({ body, viewer }) => promotions.quote(body, viewer), {
    before: [quoteLimit.middleware],
  });
  return table;
}
