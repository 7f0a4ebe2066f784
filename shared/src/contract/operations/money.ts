// Money an order handles: payments recorded in parts, refunds, promotions, sales and reports.

import type { AdminOrder, Payment, Refund } from '../../domain/commerce.ts';
import type { Promotion, PromotionQuote, Sale } from '../../domain/promotions.ts';
import { nameCollection } from '../collection-names.ts';
import { answer, defineOperation } from '../operation.ts';

/**
 * Promotions are a collection the web admin edits and the studio syncs offline: the list, a
 * create (honours an Idempotency-Key), a full save and a field patch on a stated version (409
 * with `current` when stale), and a delete (`If-Match: "<version>"`). All JSON, staff only.
 */
export const promotionOperations = {
  ...nameCollection(
    { one: 'Promotion', many: 'Promotions' },
    {
      list: defineOperation({
        method: 'get',
        path: '/api/promotions',
        answer: answer<Promotion[]>(),
      }),
      create: defineOperation({
        method: 'post',
        path: '/api/promotions',
        status: 201,
        answer: answer<Promotion>(),
      }),
      update: defineOperation({
        method: 'put',
        path: '/api/promotions/:id',
        answer: answer<Promotion>(),
      }),
      patch: defineOperation({
        method: 'patch',
        path: '/api/promotions/:id',
        answer: answer<Promotion>(),
      }),
      remove: defineOperation({
        method: 'delete',
        path: '/api/promotions/:id',
        answer: answer<{ message: string }>(),
      }),
    },
  ),
  quotePromotion: defineOperation({
    method: 'post',
    path: '/api/promotions/quote',
    answer: answer<PromotionQuote>(),
  }),
};

/** Scheduled sales: a collection the web admin edits and the studio syncs, as promotions. */
export const saleOperations = nameCollection(
  { one: 'Sale', many: 'Sales' },
  {
    list: defineOperation({ method: 'get', path: '/api/sales', answer: answer<Sale[]>() }),
    create: defineOperation({
      method: 'post',
      path: '/api/sales',
      status: 201,
      answer: answer<Sale>(),
    }),
    update: defineOperation({ method: 'put', path: '/api/sales/:id', answer: answer<Sale>() }),
    patch: defineOperation({ method: 'patch', path: '/api/sales/:id', answer: answer<Sale>() }),
    remove: defineOperation({
      method: 'delete',
      path: '/api/sales/:id',
      answer: answer<{ message: string }>(),
    }),
  },
);

export const paymentOperations = {
  listOrderPayments: defineOperation({
    method: 'get',
    path: '/api/orders/:id/payments',
    answer: answer<Payment[]>(),
  }),
  recordOrderPayment: defineOperation({
    method: 'post',
    path: '/api/orders/:id/payments',
    status: 201,
    answer: answer<{ payment: Payment; order: AdminOrder }>(),
  }),
  recordOrderRefund: defineOperation({
    method: 'post',
    path: '/api/orders/:id/refunds',
    status: 201,
    answer: answer<{ refund: Refund; order: AdminOrder }>(),
  }),
  giveBackFirstPayment: defineOperation({
    method: 'post',
    path: '/api/orders/:id/first-payment/give-back',
    answer: answer<AdminOrder>(),
  }),
};
