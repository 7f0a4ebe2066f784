import { describe, expect, it } from 'vitest';
import { productInputSchema, type Category, type Product } from '@kawaii/shared';
import { parseForm } from '../forms/parse-form.ts';
import {
  categoryChoices,
  chosenCategory,
  productFormValues,
  productSaveBody,
} from './product-form.ts';

function category(id: string, name: string, isActive = true): Category {
  return {
    _id: id,
    name,
    description: '',
    isActive,
    image: null,
    createdAt: '',
    version: 1,
    updatedAt: '',
  };
}

const plush = category('c-1', 'Plush Dolls');
const prints = category('c-2', 'Prints');
const retired = category('c-3', 'Retired', false);

describe('a new product', () => {
  it('starts with one in stock, published and not featured', () => {
    expect(productFormValues(null)).toMatchObject({
      stock: '1',
      published: true,
      featured: false,
      category: '',
    });
  });
});

describe('the category choices', () => {
  it('offer the active categories, plus the product’s own even when it is inactive', () => {
    expect(categoryChoices([plush, retired, prints], null).map((c) => c.name)).toEqual([
      'Plush Dolls',
      'Prints',
    ]);
    const product = { category: { _id: 'c-3', name: 'Retired' } } as Product;
    expect(categoryChoices([plush, retired], product).map((c) => c.name)).toEqual([
      'Plush Dolls',
      'Retired',
    ]);
  });

  it('pre-select the first category for a new product when none is set', () => {
    expect(chosenCategory('', [plush, prints], true)).toBe('c-1');
    expect(chosenCategory('c-2', [plush, prints], true)).toBe('c-2');
    expect(chosenCategory('', [], true)).toBe('');
  });

  it('leave an uncategorized product uncategorized until a category is chosen', () => {
    expect(chosenCategory('', [plush, prints], false)).toBe('');
    expect(chosenCategory('c-2', [plush, prints], false)).toBe('c-2');
  });
});

describe('validation', () => {
  const filled = {
    ...productFormValues(null),
    title: 'Bunny Doll',
    description: 'A soft bunny.',
    price: '45',
  };

  it('saves numbers typed as text, with blank optional ones cleared', () => {
    const parsed = parseForm(productInputSchema, productSaveBody(filled, 'c-1', []));
    expect(parsed).toMatchObject({
      ok: true,
      input: {
        price: 45,
        discountPrice: null,
        stock: 1,
        width: null,
        height: null,
        category: 'c-1',
      },
    });
  });

  it('requires title, description, price and category', () => {
    const parsed = parseForm(
      productInputSchema,
      productSaveBody({ ...productFormValues(null), stock: '0' }, '', []),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual([
      'category',
      'description',
      'price',
      'title',
    ]);
    expect(parsed.errors['title']).toBe('Title is required');
  });

  it('refuses a negative stock and a discount that is not below the price', () => {
    const parsed = parseForm(
      productInputSchema,
      productSaveBody({ ...filled, stock: '-1', discountPrice: '50' }, 'c-1', []),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors['stock']).toBeDefined();
    expect(parsed.errors['discountPrice']).toBe('Discount price must be below the price');
  });

  it('refuses a blank stock rather than saving it as 1', () => {
    const parsed = parseForm(
      productInputSchema,
      productSaveBody({ ...filled, stock: ' ' }, 'c-1', []),
    );
    expect(parsed).toEqual({ ok: false, errors: { stock: 'Stock is required' } });
  });

  it('accepts a stock of 0 (sold out)', () => {
    expect(
      parseForm(productInputSchema, productSaveBody({ ...filled, stock: '0' }, 'c-1', [])),
    ).toMatchObject({ ok: true, input: { stock: 0 } });
  });
});
