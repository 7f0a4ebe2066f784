import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { productInputSchema } from './product.ts';

const form = {
  title: 'Bunny Doll',
  description: 'Hand sewn',
  price: '40',
  discountPrice: '',
  category: 'c1',
  stock: '3',
  width: '20.5',
  height: '',
  featured: 'false',
  published: 'true',
  existingImages: ['/uploads/a.webp'],
};

describe('productInputSchema', () => {
  it('reads the multipart fields of the product form', () => {
    expect(productInputSchema.parse(form)).toEqual({
      title: 'Bunny Doll',
      description: 'Hand sewn',
      price: 40,
      discountPrice: null,
      category: 'c1',
      stock: 3,
      width: 20.5,
      height: null,
      featured: false,
      published: true,
      existingImages: ['/uploads/a.webp'],
      kind: 'stocked',
      options: [],
      variants: [],
      version: undefined,
    });
  });

  it('defaults stock to 1 and published to true', () => {
    const { stock: _stock, published: _published, ...rest } = form;
    expect(productInputSchema.parse(rest)).toMatchObject({ stock: 1, published: true });
  });

  it('requires title, description, price and category', () => {
    const result = productInputSchema.safeParse({});
    expect(fieldErrors(result.error!)).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      price: 'Price is required',
      category: 'Category is required',
    });
  });

  it('keeps prices to cents and measures and stock at 0 or more', () => {
    const result = productInputSchema.safeParse({
      ...form,
      price: '10.999',
      stock: '-1',
      width: '-2',
    });
    expect(fieldErrors(result.error!)).toEqual({
      price: 'Price must have at most 2 decimal places',
      stock: 'Stock must be 0 or more',
      width: 'Width must be 0 or more',
    });
  });

  it('needs the discount price below the price', () => {
    for (const discountPrice of ['40', '45']) {
      const result = productInputSchema.safeParse({ ...form, discountPrice });
      expect(fieldErrors(result.error!)).toEqual({
        discountPrice: 'Discount price must be below the price',
      });
    }
    expect(productInputSchema.parse({ ...form, discountPrice: '39.99' }).discountPrice).toBe(39.99);
  });
});
