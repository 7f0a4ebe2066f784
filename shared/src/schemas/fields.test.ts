import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './errors.ts';
import {
  emailField,
  existingImagesSchema,
  formBoolean,
  integerField,
  moneyField,
  nullableMoneyField,
  oneOf,
  optionalImagePath,
  optionalSingleLineText,
  optionalText,
  requiredText,
  singleLineText,
  slugField,
  tagsField,
  versionField,
} from './fields.ts';

/** The parsed value of `input` as field `value`, or the first message about it or its items. */
function parse(schema: z.ZodType, input: unknown): { value: unknown } | { error: string } {
  const result = z.object({ value: schema }).safeParse(input === undefined ? {} : { value: input });
  return result.success
    ? { value: (result.data as { value: unknown }).value }
    : { error: Object.values(fieldErrors(result.error))[0] ?? '' };
}

describe('singleLineText and optionalSingleLineText', () => {
  const name = singleLineText('Name', 100);
  const phone = optionalSingleLineText('Phone', 40);
  const refusal = (label: string) =>
    `${label} cannot contain line breaks, control or text-direction characters`;

  it('keep ordinary names in any script, emoji included', () => {
    for (const text of ['Momo Sakura', 'モモ・サクラ', 'Zoë 🍓', 'مومو']) {
      expect(parse(name, text)).toEqual({ value: text });
    }
    expect(parse(phone, '')).toEqual({ value: '' });
    expect(parse(phone, undefined)).toEqual({ value: undefined });
  });

  it.each([
    ['NUL', 'Momo\u0000'],
    ['a line break', 'Momo\nSakura'],
    ['an escape sequence', '\u001b[31mMomo'],
    ['a C1 control', 'Momo\u0085'],
    ['a right-to-left override', 'invoice\u202Egpj.exe'],
    ['a bidi isolate', '\u2066Momo\u2069'],
  ])('refuse %s', (_what, text) => {
    expect(parse(name, text)).toEqual({ error: refusal('Name') });
    expect(parse(phone, text)).toEqual({ error: refusal('Phone') });
  });
});

describe('requiredText', () => {
  const title = requiredText('Title', 10);
  it('trims and requires text', () => {
    expect(parse(title, '  Momo  ')).toEqual({ value: 'Momo' });
    expect(parse(title, undefined)).toEqual({ error: 'Title is required' });
    expect(parse(title, null)).toEqual({ error: 'Title is required' });
    expect(parse(title, '   ')).toEqual({ error: 'Title is required' });
    expect(parse(title, 5)).toEqual({ error: 'Title must be text' });
    expect(parse(title, 'x'.repeat(11))).toEqual({ error: 'Title must be at most 10 characters' });
    expect(parse(requiredText('Message', 1000), 'x'.repeat(1001))).toEqual({
      error: 'Message must be at most 1,000 characters',
    });
  });
});

describe('optionalText', () => {
  const phone = optionalText('Phone', 5);
  it('may be left out, cleared with null, and is trimmed', () => {
    expect(parse(phone, undefined)).toEqual({ value: undefined });
    expect(parse(phone, null)).toEqual({ value: '' });
    expect(parse(phone, ' 555 ')).toEqual({ value: '555' });
    expect(parse(phone, '123456')).toEqual({ error: 'Phone must be at most 5 characters' });
  });
});

describe('emailField', () => {
  it('requires a valid, trimmed email', () => {
    expect(parse(emailField(), ' momo@kawaii-atelier.example ')).toEqual({
      value: 'momo@kawaii-atelier.example',
    });
    expect(parse(emailField(), '')).toEqual({ error: 'Email is required' });
    expect(parse(emailField(), 'momo')).toEqual({ error: 'Enter a valid email address' });
    expect(parse(emailField('Contact email'), undefined)).toEqual({
      error: 'Contact email is required',
    });
  });
});

describe('slugField', () => {
  it('accepts only slug-shaped text', () => {
    expect(parse(slugField, 'spring-dolls-2026')).toEqual({ value: 'spring-dolls-2026' });
    expect(parse(slugField, 'Spring Dolls')).toEqual({
      error: 'Slug may only contain lowercase letters, numbers and hyphens',
    });
    expect(parse(slugField, '')).toEqual({ error: 'Slug is required' });
  });
});

describe('oneOf', () => {
  const size = oneOf('Size', ['small', 'large']);
  it('names the allowed values', () => {
    expect(parse(size, 'small')).toEqual({ value: 'small' });
    expect(parse(size, 'huge')).toEqual({ error: 'Size must be one of small, large' });
    expect(parse(size, undefined)).toEqual({ error: 'Size is required' });
  });
});

describe('formBoolean', () => {
  const featured = formBoolean('Featured').default(false);
  it('reads booleans and their form texts', () => {
    expect(parse(featured, true)).toEqual({ value: true });
    expect(parse(featured, 'true')).toEqual({ value: true });
    expect(parse(featured, 'on')).toEqual({ value: true });
    expect(parse(featured, 'false')).toEqual({ value: false });
    expect(parse(featured, '')).toEqual({ value: false });
    expect(parse(featured, undefined)).toEqual({ value: false });
    expect(parse(featured, 'maybe')).toEqual({ error: 'Featured must be true or false' });
  });
});

describe('moneyField', () => {
  const price = moneyField('Price');
  it('reads dollars from numbers or text', () => {
    expect(parse(price, 12.5)).toEqual({ value: 12.5 });
    expect(parse(price, ' 19.99 ')).toEqual({ value: 19.99 });
    expect(parse(price, 0)).toEqual({ value: 0 });
  });

  it('refuses missing, negative, non-numeric and sub-cent amounts', () => {
    expect(parse(price, undefined)).toEqual({ error: 'Price is required' });
    expect(parse(price, '')).toEqual({ error: 'Price is required' });
    expect(parse(price, 'abc')).toEqual({ error: 'Price must be a number' });
    expect(parse(price, -1)).toEqual({ error: 'Price must be 0 or more' });
    expect(parse(price, 1.005)).toEqual({ error: 'Price must have at most 2 decimal places' });
    expect(parse(price, 2_000_000)).toEqual({ error: 'Price must be at most $1,000,000' });
  });

  it('may be cleared when nullable', () => {
    const discount = nullableMoneyField('Discount price');
    expect(parse(discount, '')).toEqual({ value: null });
    expect(parse(discount, null)).toEqual({ value: null });
    expect(parse(discount, undefined)).toEqual({ value: undefined });
    expect(parse(discount, '7.5')).toEqual({ value: 7.5 });
  });
});

describe('integerField', () => {
  it('reads whole numbers within bounds, with a fallback', () => {
    const stock = integerField('Stock', { min: 0, fallback: 1 });
    expect(parse(stock, '4')).toEqual({ value: 4 });
    expect(parse(stock, undefined)).toEqual({ value: 1 });
    expect(parse(stock, '')).toEqual({ value: 1 });
    expect(parse(stock, '1.5')).toEqual({ error: 'Stock must be a whole number' });
    expect(parse(stock, -1)).toEqual({ error: 'Stock must be 0 or more' });
    const year = integerField('Year', { min: 1900, max: 2100 });
    expect(parse(year, undefined)).toEqual({ error: 'Year is required' });
    expect(parse(year, 2101)).toEqual({ error: 'Year must be 2100 or less' });
  });
});

describe('versionField', () => {
  it('is an optional whole number', () => {
    expect(parse(versionField, undefined)).toEqual({ value: undefined });
    expect(parse(versionField, '3')).toEqual({ value: 3 });
    expect(parse(versionField, 'x')).toEqual({ error: 'Version must be a number' });
  });
});

describe('tagsField', () => {
  it('reads a list, JSON text or comma-joined text', () => {
    expect(parse(tagsField, ['a', ' b ', ''])).toEqual({ value: ['a', 'b'] });
    expect(parse(tagsField, '["dolls"," pastel "]')).toEqual({ value: ['dolls', 'pastel'] });
    expect(parse(tagsField, 'a, b,,c ')).toEqual({ value: ['a', 'b', 'c'] });
    expect(parse(tagsField, undefined)).toEqual({ value: [] });
  });

  it('refuses unreadable lists and overlong tags', () => {
    expect(parse(tagsField, '[broken')).toEqual({ error: 'Tags must be a list' });
    expect(parse(tagsField, [5])).toEqual({ error: 'Each tag must be text' });
    expect(parse(tagsField, 'x'.repeat(51))).toEqual({
      error: 'Each tag must be at most 50 characters',
    });
    expect(
      parse(
        tagsField,
        Array.from({ length: 31 }, (_, i) => `t${i}`),
      ),
    ).toEqual({
      error: 'Tags may have at most 30 entries',
    });
  });
});

describe('existingImagesSchema', () => {
  it('turns one path or repeated paths into a list', () => {
    expect(parse(existingImagesSchema, '/uploads/a.webp')).toEqual({ value: ['/uploads/a.webp'] });
    expect(parse(existingImagesSchema, ['/uploads/a.webp', ' ', '/uploads/b.webp'])).toEqual({
      value: ['/uploads/a.webp', '/uploads/b.webp'],
    });
    expect(parse(existingImagesSchema, undefined)).toEqual({ value: [] });
    expect(parse(existingImagesSchema, 3)).toEqual({
      error: 'Existing images must be a list of paths',
    });
  });
});

describe('optionalImagePath', () => {
  it('may be left out or cleared', () => {
    expect(parse(optionalImagePath, undefined)).toEqual({ value: undefined });
    expect(parse(optionalImagePath, '')).toEqual({ value: null });
    expect(parse(optionalImagePath, '/uploads/a.webp')).toEqual({ value: '/uploads/a.webp' });
  });
});
