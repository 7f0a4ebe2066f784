// Money an order handles: who may call each operation, what it parses, how it is documented.

import { paymentInputSchema } from '../../schemas/payments.ts';
import type { TermsTable } from '../terms.ts';

export const moneyTerms = {
  listOrderPayments: {
    summary: 'The payments recorded on an order, oldest first',
    access: 'admin',
    failures: { 404: 'No such order' },
  },
  recordOrderPayment: {
    summary:
      'Record a payment received (Zelle); the status follows the balance: pending_payment, partially_paid, paid',
    access: 'admin',
    body: paymentInputSchema,
    // 400 also when the amount is above the balance due, or the order does not await payment.
    failures: { 404: 'No such order' },
  },
} satisfies TermsTable;
