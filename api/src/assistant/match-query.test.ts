import { describe, expect, it } from 'vitest';
import { toMatchQuery } from './match-query.ts';

describe('toMatchQuery', () => {
  it('keeps the subject words, quoted and ORed, with prefixes for longer words', () => {
    expect(toMatchQuery('Do you have any bunny plushies for sale?')).toBe('"bunny"* OR "plush"*');
    expect(toMatchQuery('cat art')).toBe('"cat" OR "art"');
  });

  it('searches plurals by their singular prefix, keeping short words whole', () => {
    expect(toMatchQuery('bunnies dolls boxes glasses series cats')).toBe(
      '"bunn"* OR "doll"* OR "boxe"* OR "glass"* OR "seri"* OR "cats"*',
    );
  });

  it('reduces FTS5 syntax to plain words, so a MATCH can never fail to parse', () => {
    expect(toMatchQuery('title:"moon" AND (NEAR(bunny* -sheep) OR ^x) {a b}')).toBe(
      '"title"* OR "moon"* OR "near"* OR "bunny"* OR "sheep"*',
    );
    expect(toMatchQuery('"\'; DROP TABLE rows; --')).toBe('"drop"* OR "table"* OR "rows"*');
  });

  it('keeps letters of any script and single digits, drops repeats and one-letter words', () => {
    expect(toMatchQuery('Café かわいい 3 x Café')).toBe('"café"* OR "かわいい"* OR "3"');
  });

  it('answers null when nothing is worth searching for', () => {
    expect(toMatchQuery('what do you have?')).toBeNull();
    expect(toMatchQuery('?!  ***  "" ()')).toBeNull();
  });

  it('asks for every word when precision is wanted', () => {
    expect(toMatchQuery('bunny plushies', 'all')).toBe('"bunny"* AND "plush"*');
  });

  it('searches for at most 12 words', () => {
    const words = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    expect(toMatchQuery(words)?.split(' OR ')).toHaveLength(12);
  });
});
