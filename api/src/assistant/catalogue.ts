// Answers a question about the catalogue: the records holding every word asked about (or, when
// none holds them all, the ones holding most), the kind asked for first, and price words honoured
// ("the cheapest doll" is the doll that costs least, "prints under $20" only those).

import {
  effectivePriceCents,
  MAX_HITS,
  pickBestHits,
  type CatalogueHit,
  type RankedHit,
} from './hits.ts';
import { toMatchQuery } from './match-query.ts';
import { hasPriceWish, readPriceWish, type PriceWish } from './price-words.ts';
import type { CatalogueSearch } from './search-store.ts';

type ProductHit = Extract<CatalogueHit, { kind: 'product' }>;

export interface CatalogueFinding {
  hits: CatalogueHit[];
  /** The price range asked for, when it was (the reply says so). */
  wish: PriceWish | null;
  /** True when nothing was in the price range and the hits are the nearest instead. */
  nearestInstead: boolean;
}

const KIND_WORDS: readonly (readonly [CatalogueHit['kind'], RegExp])[] = [
  ['post', /\b(blog|posts?|articles?|tutorials?|read|story|stories|diary)\b/i],
  ['artwork', /\b(artworks?|paintings?|painted|illustrations?|portfolio|originals?|gallery)\b/i],
  ['product', /\b(buy|shop|sell|for sale|in stock|available|price|cost|order|purchase)\b/i],
];

export function preferredKind(message: string): CatalogueHit['kind'] | null {
  return KIND_WORDS.find(([, pattern]) => pattern.test(message))?.[0] ?? null;
}

/** Precise first: every word; then any word. */
function searchWords(search: CatalogueSearch, text: string): RankedHit[] {
  const all = toMatchQuery(text, 'all');
  if (!all) return [];
  const precise = search.find(all);
  if (precise.length > 0) return precise;
  return search.find(toMatchQuery(text, 'any')!);
}

export function findInCatalogue(search: CatalogueSearch, message: string): CatalogueFinding {
  const wish = readPriceWish(message);
  if (!hasPriceWish(wish)) {
    const hits = pickBestHits(searchWords(search, message), MAX_HITS, preferredKind(message));
    return { hits, wish: null, nearestInstead: false };
  }

  // A price question is about things to buy: products only.
  const searched = toMatchQuery(wish.rest) ? searchWords(search, wish.rest) : search.allProducts();
  const products = searched
    .map(({ hit }) => hit)
    .filter((hit): hit is ProductHit => hit.kind === 'product' && hit.stock > 0);
  const inRange = products.filter((hit) => isInRange(hit, wish));
  if (inRange.length > 0) {
    return {
      hits: orderByPrice(inRange, wish.order).slice(0, MAX_HITS),
      wish,
      nearestInstead: false,
    };
  }
  const nearest = [...products].sort((a, b) => distanceToRange(a, wish) - distanceToRange(b, wish));
  return { hits: nearest.slice(0, MAX_HITS), wish, nearestInstead: nearest.length > 0 };
}

function isInRange(hit: ProductHit, { minCents, maxCents }: PriceWish): boolean {
  const price = effectivePriceCents(hit);
  return (minCents === null || price >= minCents) && (maxCents === null || price <= maxCents);
}

function distanceToRange(hit: ProductHit, { minCents, maxCents }: PriceWish): number {
  const price = effectivePriceCents(hit);
  if (minCents !== null && price < minCents) return minCents - price;
  if (maxCents !== null && price > maxCents) return price - maxCents;
  return 0;
}

/** Sorted by price when an order was asked; otherwise in the search's order of relevance. */
function orderByPrice(hits: ProductHit[], order: PriceWish['order']): ProductHit[] {
  if (order === null) return hits;
  const direction = order === 'asc' ? 1 : -1;
  return [...hits].sort((a, b) => direction * (effectivePriceCents(a) - effectivePriceCents(b)));
}
