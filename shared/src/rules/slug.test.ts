import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugAfterTitleChange, slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases, strips punctuation and joins words with single hyphens', () => {
    expect(slugify('Hello, World!')).toBe('hello-world');
    expect(slugify("  Momo's   Spring -- Dolls  ")).toBe('momos-spring-dolls');
    expect(slugify('--Edge Case--')).toBe('edge-case');
    expect(slugify('Tabs\tand\nlines')).toBe('tabs-and-lines');
  });

  it('folds accents', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });

  it('gives an empty slug when nothing usable is left', () => {
    expect(slugify('!!!')).toBe('');
  });

  it('produces slugs that match SLUG_PATTERN', () => {
    expect(SLUG_PATTERN.test(slugify('A Kawaii Day, 2026!'))).toBe(true);
    expect(SLUG_PATTERN.test('Bad Slug')).toBe(false);
    expect(SLUG_PATTERN.test('double--hyphen')).toBe(false);
  });
});

describe('slugAfterTitleChange', () => {
  it("follows a new item's title while the slug is still the title's own", () => {
    expect(slugAfterTitleChange({ title: '', slug: '' }, 'Moon Bunny', true)).toBe('moon-bunny');
    expect(slugAfterTitleChange({ title: 'Moon', slug: 'moon' }, 'Moon Bunny', true)).toBe(
      'moon-bunny',
    );
  });

  it('keeps a slug typed by hand, and the slug of a saved item', () => {
    expect(slugAfterTitleChange({ title: 'Moon', slug: 'my-moon' }, 'Moon Bunny', true)).toBe(
      'my-moon',
    );
    expect(slugAfterTitleChange({ title: 'Moon', slug: 'moon' }, 'Moon Bunny', false)).toBe('moon');
  });
});
