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

/** The best few hits, most relevant first, in-stock products preferred over sold-out ones. */
export function pickBestHits(ranked: readonly RankedHit[], max = MAX_HITS): CatalogueHit[] {
  const weighted = ranked
    .map(({ hit, score }) => ({ hit, relevance: -score * (isSoldOut(hit) ? SOLD_OUT_WEIGHT : 1) }))
    .sort((a, b) => b.relevance - a.relevance);
  const best = weighted[0]?.relevance ?? 0;
  return weighted
    .filter(({ relevance }) => relevance > 0 && relevance >= best * RELEVANCE_CUTOFF)
    .slice(0, max)
    .map(({ hit }) => hit);
}

function isSoldOut(hit: CatalogueHit): boolean {
  return hit.kind === 'product' && hit.stock <= 0;
}
