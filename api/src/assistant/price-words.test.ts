import { describe, expect, it } from 'vitest';
import { hasPriceWish, readPriceWish } from './price-words.ts';

describe('readPriceWish', () => {
  it('reads ceilings, floors and ranges in cents, and leaves the subject to search', () => {
    expect(readPriceWish('prints under $20')).toEqual({
      minCents: null,
      maxCents: 2000,
      order: 'asc',
      rest: 'prints',
    });
    expect(readPriceWish('dolls over 50 dollars')).toMatchObject({
      minCents: 5000,
      maxCents: null,
    });
    expect(readPriceWish('gifts between $10 and $25.50')).toMatchObject({
      minCents: 1000,
      maxCents: 2550,
      rest: 'gifts',
    });
    expect(readPriceWish('stickers $5-$10')).toMatchObject({ minCents: 500, maxCents: 1000 });
    expect(readPriceWish('less than 12.5 bucks')).toMatchObject({ maxCents: 1250 });
  });

  it('reads the order asked: cheapest first or the most expensive first', () => {
    expect(readPriceWish('cheapest doll')).toMatchObject({ order: 'asc', rest: 'doll' });
    expect(readPriceWish("what's your most expensive doll?")).toMatchObject({ order: 'desc' });
    expect(readPriceWish('affordable prints')).toMatchObject({ order: 'asc', rest: 'prints' });
  });

  it('finds nothing in a message without price words', () => {
    const wish = readPriceWish('A4 print with 3 bunnies');
    expect(hasPriceWish(wish)).toBe(false);
    expect(wish.rest).toBe('A4 print with 3 bunnies');
  });
});
