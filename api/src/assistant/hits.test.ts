import { describe, expect, it } from 'vitest';
import { pickBestHits, type CatalogueHit, type RankedHit } from './hits.ts';

const product = (title: string, stock = 5): CatalogueHit => ({
  kind: 'product',
  id: title.toLowerCase(),
  title,
  priceCents: 1000,
  discountPriceCents: null,
  stock,
});
const post: CatalogueHit = { kind: 'post', slug: 'news', title: 'News' };
const titles = (hits: CatalogueHit[]) => hits.map((hit) => hit.title);

describe('pickBestHits', () => {
  it('keeps the three most relevant, best first (bm25: lower is better)', () => {
    const ranked: RankedHit[] = [
      { hit: product('B'), score: -8 },
      { hit: product('A'), score: -10 },
      { hit: post, score: -9 },
      { hit: product('D'), score: -7 },
    ];
    expect(titles(pickBestHits(ranked))).toEqual(['A', 'News', 'B']);
  });

  it('prefers what is in stock over a sold-out product of similar relevance', () => {
    const ranked: RankedHit[] = [
      { hit: product('Sold out', 0), score: -10 },
      { hit: product('Available'), score: -8 },
    ];
    expect(titles(pickBestHits(ranked))).toEqual(['Available', 'Sold out']);
  });

  it('still shows a sold-out product that is clearly what was asked for', () => {
    const ranked: RankedHit[] = [
      { hit: product('Moon Bunny', 0), score: -20 },
      { hit: product('Other'), score: -3 },
    ];
    expect(titles(pickBestHits(ranked))).toEqual(['Moon Bunny']);
  });

  it('leaves out hits far less relevant than the best one', () => {
    const ranked: RankedHit[] = [
      { hit: product('Strong'), score: -10 },
      { hit: product('Weak'), score: -3.9 },
    ];
    expect(titles(pickBestHits(ranked))).toEqual(['Strong']);
  });

  it('answers nothing for nothing', () => {
    expect(pickBestHits([])).toEqual([]);
  });
});
