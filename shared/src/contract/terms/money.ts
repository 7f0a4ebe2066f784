// Money an order handles: who may call each operation, what it parses, how it is documented.

import { fieldPatchSchema } from '../../schemas/field-patch.ts';
import { paymentInputSchema } from '../../schemas/payments.ts';
import { refundInputSchema } from '../../schemas/refunds.ts';
import { promotionInputSchema, promotionQuoteSchema } from '../../schemas/promotions.ts';
import { saleInputSchema } from '../../schemas/sales.ts';
import { nameCollection } from '../collection-names.ts';
import type { OperationTerms } from '../operation.ts';
import type { TermsTable } from '../terms.ts';

const STALE = 'Saved from an older version; the answer carries `current`';
const gone = { 404: 'No such promotion', 409: STALE };

const promotionTerms = nameCollection({ one: 'Promotion', many: 'Promotions' }, {
  list: { summary: 'Every promotion, newest first, with its use count', access: 'admin' },
  create: {
    summary: 'Create a promotion (its code is unique, ignoring case)',
    access: 'admin',
    body: promotionInputSchema,
    failures: { 409: 'The code is taken' },
  },
  update: {
    summary: 'Update a promotion',
    access: 'admin',
    body: promotionInputSchema,
    failures: gone,
  },
  patch: {
    summary: 'Change some fields of a promotion (pause it: `active: false`)',
    access: 'admin',
    body: fieldPatchSchema,
    failures: gone,
  },
  remove: { summary: 'Delete a promotion', access: 'admin', failures: gone },
} satisfies Record<string, OperationTerms>);

const saleGone = { 404: 'No such sale', 409: STALE };

const saleTerms = nameCollection({ one: 'Sale', many: 'Sales' }, {
  list: { summary: 'Every scheduled sale, latest start first', access: 'admin' },
  create: {
    summary:
      'Schedule a sale: a percent or an amount off some products or categories from its start to its end',
    access: 'admin',
    body: saleInputSchema,
  },
  update: { summary: 'Update a sale', access: 'admin', body: saleInputSchema, failures: saleGone },
  patch: {
    summary: 'Change some fields of a sale',
    access: 'admin',
    body: fieldPatchSchema,
    failures: saleGone,
  },
  remove: { summary: 'Delete a sale', access: 'admin', failures: saleGone },
} satisfies Record<string, OperationTerms>);

export const moneyTerms = {
  ...promotionTerms,
  ...saleTerms,
  quotePromotion: {
    summary:
      'Whether a promo code applies to a cart and what it takes off; 400 with the reason it does not',
    access: 'optional-user',
    body: promotionQuoteSchema,
    failures: { 429: 'Too many quotes from this address in a minute' },
  },
  recordOrderRefund: {
    summary:
      'Give money back on an order (full or partial), optionally restocking lines; the points it earned are taken back in proportion and the buyer is mailed',
    access: 'admin',
    body: refundInputSchema,
    // 400 also above what was paid and not yet refunded, or restocking more than a line holds.
    failures: { 404: 'No such order' },
  },
  giveBackFirstPayment: {
    summary:
      "Make a cancelled layaway order's non-refundable first payment due back after all (the shop cancelled it); the order's history tells the buyer",
    access: 'admin',
    failures: {
      404: 'No such order',
      409: 'The order keeps no first payment: not cancelled, none paid, or already given back',
    },
  },
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
