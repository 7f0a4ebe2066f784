// A refund staff record: how much (cents), why, the transfer's reference, and the units that go
// back in stock line by line.

import { z } from 'zod';
import { integerField, optionalSingleLineText, requiredText } from './fields.ts';

export const refundInputSchema = z.object({
  amountCents: integerField('Amount', { min: 1, max: 100_000_000 }),
  reason: requiredText('Reason', 500),
  reference: optionalSingleLineText('Reference', 200),
  restock: z
    .array(
      z.object({
        lineId: z.string({ error: 'lineId must be text' }).trim().min(1).max(40),
        quantity: integerField('Quantity', { min: 0, max: 1000 }),
      }),
    )
    .max(50)
    .default([]),
});
export type RefundInput = z.infer<typeof refundInputSchema>;
