// The product form's values and what a save sends.

import type { Category, Product } from '@kawaii/shared';
import {
  catalogueFormValues,
  catalogueSaveFields,
  type CatalogueFormValues,
} from './catalogue-form.ts';

export interface ProductFormValues extends CatalogueFormValues {
  title: string;
  description: string;
  /** Number fields are kept as typed; the shared schema reads them. */
  price: string;
  discountPrice: string;
  /** A category id; '' until one is chosen. */
  category: string;
  stock: string;
  width: string;
  height: string;
  featured: boolean;
  published: boolean;
}

const asText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A new product: one in stock, published. */
export function productFormValues(product: Product | null): ProductFormValues {
  return {
    title: product?.title ?? '',
    description: product?.description ?? '',
    price: asText(product?.price),
    discountPrice: asText(product?.discountPrice),
    category: product?.category?._id ?? '',
    stock: asText(product?.stock ?? 1),
    width: asText(product?.dimensions.width),
    height: asText(product?.dimensions.height),
    featured: product?.featured ?? false,
    published: product?.published ?? true,
    ...catalogueFormValues(product),
  };
}

/**
 * The categories to choose from: the active ones, plus the product's own even when inactive, so
 * editing it does not silently change its category.
 */
export function categoryChoices(
  categories: readonly Category[],
  product: Product | null,
): { _id: string; name: string }[] {
  const active = categories.filter((category) => category.isActive);
  const own = product?.category;
  return own && !active.some((category) => category._id === own._id) ? [...active, own] : active;
}

/**
 * The category a save uses: the one chosen; a new product starts on the first one offered
 * (the first active category). An uncategorized product stays so until one is chosen, never
 * filed under the first category without a word.
 */
export function chosenCategory(
  value: string,
  choices: readonly { _id: string }[],
  isNew: boolean,
): string {
  return value !== '' || !isNew ? value : (choices[0]?._id ?? '');
}

export function productSaveBody(
  values: ProductFormValues,
  category: string,
  imagePaths: readonly string[],
  product: Product | null = null,
) {
  const {
    kind: _kind,
    leadTime: _leadTime,
    lowStockThreshold: _lowStockThreshold,
    depositPercent: _depositPercent,
    optionsText: _optionsText,
    variants: _variants,
    preorder: _preorder,
    preorderOpensAt: _opensAt,
    preorderClosesAt: _closesAt,
    preorderCap: _cap,
    preorderShipsFrom: _shipsFrom,
    ...fields
  } = values;
  return {
    ...fields,
    category,
    existingImages: [...imagePaths],
    ...catalogueSaveFields(values, product),
  };
}
