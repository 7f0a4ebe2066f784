import { describe, expect, it } from 'vitest';
import { categoryInputSchema } from './category.ts';
import { fieldErrors } from './errors.ts';

describe('categoryInputSchema', () => {
  it('trims the name and defaults to active', () => {
    expect(categoryInputSchema.parse({ name: '  Plushies ' })).toEqual({
      name: 'Plushies',
      description: undefined,
      isActive: true,
      version: undefined,
    });
    expect(categoryInputSchema.parse({ name: 'Prints', isActive: 'false' }).isActive).toBe(false);
  });

  it('requires a name', () => {
    for (const name of [undefined, '', '   ']) {
      expect(fieldErrors(categoryInputSchema.safeParse({ name }).error!)).toEqual({
        name: 'Category name is required',
      });
    }
  });
});
