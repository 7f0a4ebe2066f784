// The admin product form: POST /api/shop and PUT /api/shop/:id. Title, description, price and
// category are required; the discount price must stay below the price.

import { z } from 'zod';
import {
  existingImagesSchema,
  formBoolean,
  moneyField,
  nullableMeasureField,
  nullableMoneyField,
  requiredIntegerField,
  requiredText,
  singleLineText,
  versionField,
} from './fields.ts';
import { catalogueFields, checkCatalogue } from './catalogue.ts';

export const productInputSchema = z
  .object({
    title: singleLineText('Title', 200),
    description: requiredText('Description', 10_000),
    price: moneyField('Price'),
    discountPrice: nullableMoneyField('Discount price'),
    category: singleLineText('Category', 100),
    stock: requiredIntegerField('Stock', { min: 0, max: 100_000, fallback: 1 }),
    width: nullableMeasureField('Width', 10_000),
    height: nullableMeasureField('Height', 10_000),
    featured: formBoolean('Featured').default(false),
    published: formBoolean('Published').default(true),
    existingImages: existingImagesSchema,
    ...catalogueFields,
    version: versionField,
  })
  .superRefine(checkCatalogue)
  .refine((product) => product.discountPrice == null || product.discountPrice < product.price, {
    error: 'Discount price must be below the price',
    path: ['discountPrice'],
  });
export type ProductInput = z.infer<typeof productInputSchema>;
