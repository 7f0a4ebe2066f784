// The value of a discount, as promotions and sales both take it: a whole percent from 1 to 100,
// or an amount off above zero in whole cents.
import type { z } from 'zod';

export function checkDiscountValue(
  input: { type: string; value: number },
  context: z.RefinementCtx,
): void {
  if (
    input.type === 'percent' &&
    (!Number.isInteger(input.value) || input.value < 1 || input.value > 100)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['value'],
      message: 'A percent must be a whole number from 1 to 100',
    });
  }
  if (input.type === 'amount') {
    if (input.value <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Enter the amount taken off',
      });
    } else if (Math.abs(input.value * 100 - Math.round(input.value * 100)) > 1e-6) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Value must have at most 2 decimal places',
      });
    }
  }
}
