// What a catalogue search finds, and which of it is worth a visitor's attention.

import type { ArtworkType } from '@kawaii/shared';

export type CatalogueHit =
  | {
      kind: 'product';
      id: string;
      title: string;
      priceCents: number;
      discountPriceCents: number | null;
      stock: number;
    }
  | {
      kind: 'artwork';
      id: string;
      slug: string | null;
      title: string;
      type: ArtworkType;
      year: number;
    }
  | { kind: 'post'; slug: string; title: string };

export interface RankedHit {
  hit: CatalogueHit;
  /** FTS5 bm25: negative, and the lower the better. */
  score: number;
}

export const MAX_HITS = 3;
/** A hit less than this share as relevant as the best one is noise ("the" of a long title). */
const RELEVANCE_CUTOFF = 0.4;
/** A sold-out product still shows when it is what was asked for, but yields to what can be bought. */
const SOLD_OUT_WEIGHT = 0.5;

/** How much more a hit of the kind the shopper asked for ("a print", "a blog post") counts. */
const PREFERRED_KIND_WEIGHT = 2;

/**
 * The best few hits, most relevant first, in-stock products preferred over sold-out ones, and
 * the kind of record the shopper asked for (if any) over the others.
 */
export function pickBestHits(
  ranked: readonly RankedHit[],
  max = MAX_HITS,
  preferredKind: CatalogueHit['kind'] | null = null,
): CatalogueHit[] {
  const weighted = ranked
    .map(({ hit, score }) => ({
      hit,
      relevance:
        -score *
        (isSoldOut(hit) ? SOLD_OUT_WEIGHT : 1) *
        (hit.kind === preferredKind ? PREFERRED_KIND_WEIGHT : 1),
    }))
    .sort((a, b) => b.relevance - a.relevance);
  const best = weighted[0]?.relevance ?? 0;
  return weighted
    .filter(({ relevance }) => relevance > 0 && relevance >= best * RELEVANCE_CUTOFF)
    .slice(0, max)
    .map(({ hit }) => hit);
}

/** What a product costs now: its discount price when it has one. */
export function effectivePriceCents(hit: Extract<CatalogueHit, { kind: 'product' }>): number {
  return hit.discountPriceCents ?? hit.priceCents;
}

function isSoldOut(hit: CatalogueHit): boolean {
  return hit.kind === 'product' && hit.stock <= 0;
}
