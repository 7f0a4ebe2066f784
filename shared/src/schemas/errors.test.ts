import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, firstErrorMessage } from './errors.ts';

const schema = z.object({
  name: z.string().min(1, 'Name is required').min(3, 'Name is too short'),
  items: z.array(z.object({ quantity: z.number().min(1, 'Quantity must be at least 1') })),
});

describe('fieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const result = schema.safeParse({ name: '', items: [{ quantity: 1 }, { quantity: 0 }] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      'items.1.quantity': 'Quantity must be at least 1',
    });
  });

  it('leaves out form-wide issues', () => {
    const result = schema.safeParse('not an object');
    expect(fieldErrors(result.error!)).toEqual({});
  });
});

describe('firstErrorMessage', () => {
  it('is the first issue message, or a generic one', () => {
    const result = schema.safeParse({ name: '', items: [] });
    expect(firstErrorMessage(result.error!)).toBe('Name is required');
    expect(firstErrorMessage({ issues: [] })).toBe('Invalid input');
  });
});
