// The catalogue fields of the product form: kind, lead time, low-stock threshold, option groups,
// variants and the pre-order window. A multipart form sends the lists and the window as JSON
// text; JSON bodies send them as they are.

import { MAX_DEPOSIT_PERCENT, MIN_DEPOSIT_PERCENT } from '../rules/payment-plans.ts';
import { z } from 'zod';
import {
  MAX_OPTION_GROUPS,
  MAX_OPTION_VALUES,
  PRODUCT_KINDS,
  type ProductOption,
} from '../domain/catalogue.ts';
import { toCents } from '../rules/money.ts';
import {
  integerField,
  nullableMoneyField,
  oneOf,
  optionalImagePath,
  optionalSingleLineText,
  singleLineText,
} from './fields.ts';

/** JSON text to its value; blank text counts as not given. Other input passes as it is. */
function jsonFromText(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  const text = input.trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return input; // left for the shape check to refuse
  }
}

const optionName = singleLineText('Option name', 40);
const optionValue = singleLineText('Option value', 40);

const optionGroupSchema = z.object({
  name: optionName,
  values: z
    .array(optionValue, { error: 'Option values must be a list' })
    .min(1, 'An option needs at least one value')
    .max(MAX_OPTION_VALUES, `An option may have at most ${MAX_OPTION_VALUES} values`)
    .refine((values) => new Set(values).size === values.length, 'Option values must differ'),
});

export const optionGroupsField = z.preprocess(
  jsonFromText,
  z
    .array(optionGroupSchema, { error: 'Options must be a list' })
    .max(MAX_OPTION_GROUPS, `A product may have at most ${MAX_OPTION_GROUPS} options`)
    .refine(
      (groups) => new Set(groups.map((group) => group.name)).size === groups.length,
      'Option names must differ',
    )
    .default([]),
);

const variantSchema = z.object({
  /** An existing variant keeps its id; a new one is given one by the server. */
  _id: z.string().trim().max(100).optional(),
  options: z.record(optionName, optionValue, { error: 'Variant options must be an object' }),
  price: nullableMoneyField('Variant price'),
  discountPrice: nullableMoneyField('Variant discount price'),
  stock: integerField('Variant stock', { min: 0, max: 100_000, fallback: 0 }),
  image: optionalImagePath,
});

/** At most one variant per combination of every group's values. */
const MAX_VARIANTS = 400;

export const variantsField = z.preprocess(
  jsonFromText,
  z
    .array(variantSchema, { error: 'Variants must be a list' })
    .max(MAX_VARIANTS, `A product may have at most ${MAX_VARIANTS} variants`)
    .default([]),
);

const isDate = (text: string): boolean => !Number.isNaN(new Date(text).getTime());
const dateText = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .refine(isDate, `${label} must be a date`);

export const preorderField = z.preprocess(
  (input) => (input === '' ? null : jsonFromText(input)),
  z
    .object(
      {
        opensAt: z.preprocess(
          (input) => (input === '' ? null : input),
          dateText('Pre-order opening date').nullable().optional(),
        ),
        closesAt: dateText('Pre-order closing date'),
        cap: z.preprocess(
          (input) => (input === '' ? null : input),
          z
            .number({ error: 'Pre-order cap must be a number' })
            .int('Pre-order cap must be a whole number')
            .min(1, 'Pre-order cap must be 1 or more')
            .max(100_000, 'Pre-order cap must be 100000 or less')
            .nullable()
            .optional(),
        ),
        shipsFrom: z
          .string({ error: 'Ships from is required' })
          .trim()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Ships from must be a month, like 2027-05'),
      },
      { error: 'The pre-order window must be an object' },
    )
    .refine((window) => !window.opensAt || new Date(window.opensAt) < new Date(window.closesAt), {
      error: 'Pre-orders must open before they close',
      path: ['closesAt'],
    })
    .nullable()
    .optional(),
);

export const catalogueFields = {
  kind: oneOf('Kind', PRODUCT_KINDS).default('stocked'),
  leadTime: optionalSingleLineText('Lead time', 60),
  lowStockThreshold: z.preprocess(
    (input) => (input === '' ? null : input),
    integerField('Low stock threshold', { min: 0, max: 100_000 }).nullable().optional(),
  ),
  depositPercent: z.preprocess(
    (input) => (input === '' ? null : input),
    integerField('Deposit', { min: MIN_DEPOSIT_PERCENT, max: MAX_DEPOSIT_PERCENT })
      .nullable()
      .optional(),
  ),
  options: optionGroupsField,
  variants: variantsField,
  preorder: preorderField,
};

interface CatalogueInput {
  kind: (typeof PRODUCT_KINDS)[number];
  depositPercent?: number | null | undefined;
  leadTime?: string | undefined;
  options: ProductOption[];
  variants: z.infer<typeof variantSchema>[];
  preorder?: unknown;
  price: number;
  discountPrice?: number | null | undefined;
}

const sameChoice = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value);

/** The rules between the catalogue fields, as field errors on the product form. */
export function checkCatalogue(product: CatalogueInput, context: z.RefinementCtx): void {
  const issue = (message: string, path: (string | number)[]) =>
    context.addIssue({ code: 'custom', message, path });
  if (product.kind === 'made-to-order' && !product.leadTime) {
    issue('Lead time is required for made-to-order pieces', ['leadTime']);
  }
  if (product.kind !== 'made-to-order' && product.depositPercent != null) {
    issue('Only made-to-order pieces ask a deposit', ['depositPercent']);
  }
  if (product.kind === 'unique' && product.options.length > 0) {
    issue('A one-of-a-kind piece has no options', ['options']);
  }
  if (product.kind === 'unique' && product.preorder) {
    issue('A one-of-a-kind piece cannot be pre-ordered', ['preorder']);
  }
  if (product.options.length === 0 && product.variants.length > 0) {
    issue('Variants need options', ['variants']);
  }
  if (product.options.length > 0 && product.variants.length === 0) {
    issue('Add at least one variant for the options', ['variants']);
  }
  const seen: Record<string, string>[] = [];
  product.variants.forEach((variant, index) => {
    const names = Object.keys(variant.options);
    const unknown = names.find((name) => !product.options.some((group) => group.name === name));
    if (unknown !== undefined) {
      issue(`Unknown option ${unknown}`, ['variants', index, 'options']);
      return;
    }
    for (const group of product.options) {
      const value = variant.options[group.name];
      if (value === undefined) {
        issue(`Choose a ${group.name}`, ['variants', index, 'options']);
        return;
      }
      if (!group.values.includes(value)) {
        issue(`Unknown option value ${value} for ${group.name}`, ['variants', index, 'options']);
        return;
      }
    }
    if (seen.some((choice) => sameChoice(choice, variant.options))) {
      issue('Two variants have the same options', ['variants', index, 'options']);
    }
    seen.push(variant.options);
    const price = variant.price ?? product.price;
    if (variant.discountPrice != null && toCents(variant.discountPrice) >= toCents(price)) {
      issue('Discount price must be below the price', ['variants', index, 'discountPrice']);
    }
  });
}
