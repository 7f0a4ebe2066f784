// The sale form: a name, the products and categories it covers, a percent or an amount off, and
// the moment it starts and ends (both required: a sale without an end is a price change).

import { z } from 'zod';
import { checkDiscountValue } from './discount-value.ts';
import { SALE_TYPES } from '../rules/sales.ts';
import { numberFromText, oneOf, singleLineText, versionField } from './fields.ts';

const requiredMoment = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((text) => !Number.isNaN(Date.parse(text)), { error: `${label} must be a date` })
    .transform((text) => new Date(text).toISOString());

const idList = (label: string) =>
  z
    .array(z.string().trim().min(1).max(100), { error: `${label} must be a list` })
    .max(500, `${label}: at most 500`)
    .default([])
    .transform((ids) => [...new Set(ids)]);

export const saleInputSchema = z
  .object({
    name: singleLineText('Name', 120),
    productIds: idList('Products'),
    categoryIds: idList('Categories'),
    type: oneOf('Type', SALE_TYPES),
    value: z.preprocess(
      numberFromText,
      z.number({ error: 'Value must be a number' }).max(1_000_000, 'Value is too large'),
    ),
    startsAt: requiredMoment('Starts at'),
    endsAt: requiredMoment('Ends at'),
    version: versionField,
  })
  .superRefine((input, context) => {
    checkDiscountValue(input, context);
    if (input.productIds.length === 0 && input.categoryIds.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['productIds'],
        message: 'Choose at least one product or category',
      });
    }
    if (Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      context.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must come after the start',
      });
    }
  });
export type SaleInput = z.infer<typeof saleInputSchema>;
