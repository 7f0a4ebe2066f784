// Money an order handles: payments recorded in parts, refunds, promotions, sales and reports.

import type { AdminOrder, Payment } from '../../domain/commerce.ts';
import { answer, defineOperation } from '../operation.ts';

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
};
