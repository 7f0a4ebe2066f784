// The promotion form and the quote a checkout asks for.

import { z } from 'zod';
import { checkDiscountValue } from './discount-value.ts';
import { PROMOTION_SCOPES, PROMOTION_TYPES, normalizePromoCode } from '../rules/promotions.ts';
import {
  emailField,
  formBoolean,
  numberFromText,
  oneOf,
  optionalText,
  singleLineText,
  versionField,
} from './fields.ts';

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

const nullableDate = (label: string) =>
  z.preprocess(
    (input) => (input === '' ? null : input),
    z
      .string({ error: `${label} must be a date` })
      .refine((text) => !Number.isNaN(Date.parse(text)), { error: `${label} must be a date` })
      .transform((text) => new Date(text).toISOString())
      .nullable()
      .default(null),
  );

const nullableWhole = (label: string, min: number) =>
  z.preprocess(
    (input) => (input === '' ? null : numberFromText(input)),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be ${min} or more`)
      .max(100_000_000, `${label} is too large`)
      .nullable()
      .default(null),
  );

export const promotionInputSchema = z
  .object({
    code: singleLineText('Code', 40)
      .transform(normalizePromoCode)
      .refine((code) => CODE_PATTERN.test(code), {
        error: 'Code may use letters, digits, - and _ only',
      }),
    description: optionalText('Description', 500).transform((text) => text ?? ''),
    type: oneOf('Type', PROMOTION_TYPES),
    value: z.preprocess(
      (input) => (input === '' || input == null ? 0 : numberFromText(input)),
      z
        .number({ error: 'Value must be a number' })
        .min(0, 'Value must be 0 or more')
        .max(1_000_000, 'Value is too large'),
    ),
    appliesTo: z
      .object({
        kind: oneOf('Applies to', PROMOTION_SCOPES),
        ids: z.array(z.string().trim().min(1).max(100)).max(500).optional(),
      })
      .default({ kind: 'order' }),
    minItemsCents: nullableWhole('Minimum spend', 0),
    startsAt: nullableDate('Starts at'),
    endsAt: nullableDate('Ends at'),
    usageLimit: nullableWhole('Usage limit', 1),
    oncePerCustomer: formBoolean('Once per customer').default(false),
    combinableWithRewards: formBoolean('Combinable with reward codes').default(false),
    active: formBoolean('Active').default(true),
    version: versionField,
  })
  .superRefine((input, context) => {
    checkDiscountValue(input, context);
    if (input.appliesTo.kind !== 'order' && (input.appliesTo.ids ?? []).length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['appliesTo'],
        message:
          input.appliesTo.kind === 'category'
            ? 'Choose at least one category'
            : 'Choose at least one product',
      });
    }
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      context.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must come after the start',
      });
    }
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const promotionQuoteSchema = z.object({
  promoCode: singleLineText('Promo code', 40),
  items: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(100),
        quantity: z.number().int().min(1).max(10),
      }),
    )
    .min(1, 'Your cart is empty')
    .max(50),
  email: emailField().optional(),
});
export type PromotionQuoteInput = z.infer<typeof promotionQuoteSchema>;
