// A payment staff record by hand: how much (in cents), when it arrived, the Zelle reference and a
// note. The same body records a payment on anything sold in parts.

import { z } from 'zod';
import { integerField, oneOf, optionalSingleLineText, optionalText } from './fields.ts';

/** At most $1,000,000 in one payment, as every money field. */
const MAX_PAYMENT_CENTS = 100_000_000;

const isoDate = z
  .string({ error: 'Received at must be a date' })
  .refine((text) => !Number.isNaN(Date.parse(text)), { error: 'Received at must be a date' });

export const paymentInputSchema = z.object({
  amountCents: integerField('Amount', { min: 1, max: MAX_PAYMENT_CENTS }),
  /** When the money arrived; now when left out. */
  receivedAt: isoDate.optional(),
  method: oneOf('Method', ['zelle'] as const).default('zelle'),
  reference: optionalSingleLineText('Reference', 200),
  note: optionalText('Note', 1000),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;
