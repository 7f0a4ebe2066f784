// The assistant's reads of the catalogue_search index (migration 002_search.sql), joined to the
// records so that prices, stock and slugs are the current ones.

import type { ArtworkType } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import type { RankedHit } from './hits.ts';

interface SearchRow {
  kind: 'product' | 'artwork' | 'post';
  item_id: string;
  score: number;
  product_title: string | null;
  price_cents: number | null;
  discount_price_cents: number | null;
  stock: number | null;
  artwork_slug: string | null;
  artwork_title: string | null;
  artwork_type: ArtworkType | null;
  artwork_year: number | null;
  post_slug: string | null;
  post_title: string | null;
}

/** How many candidates bm25 hands over; the picking of the best few happens in hits.ts. */
const CANDIDATES = 30;

interface ProductRow {
  id: string;
  title: string;
  price_cents: number;
  discount_price_cents: number | null;
  stock: number;
}

export type CatalogueSearch = ReturnType<typeof createCatalogueSearch>;

export function createCatalogueSearch(db: Db) {
  // Weights per column: kind and item_id are not searched; a title counts most, then keywords.
  // Hidden products are left out here; unpublished posts are never in the index.
  const search = db.prepare<[string, number], SearchRow>(
    `SELECT catalogue_search.kind, catalogue_search.item_id,
       bm25(catalogue_search, 0, 0, 10, 4, 1) AS score,
       products.title AS product_title, products.price_cents, products.discount_price_cents,
       products.stock,
       artworks.slug AS artwork_slug, artworks.title AS artwork_title,
       artworks.type AS artwork_type, artworks.year AS artwork_year,
       posts.slug AS post_slug, posts.title AS post_title
     FROM catalogue_search
     LEFT JOIN products
       ON catalogue_search.kind = 'product' AND products.id = catalogue_search.item_id
     LEFT JOIN artworks
       ON catalogue_search.kind = 'artwork' AND artworks.id = catalogue_search.item_id
     LEFT JOIN posts
       ON catalogue_search.kind = 'post' AND posts.id = catalogue_search.item_id
     WHERE catalogue_search MATCH ?
       AND (products.published = 1 OR artworks.id IS NOT NULL OR posts.published = 1)
     ORDER BY score
     LIMIT ?`,
  );

  // Every published product, for questions about prices with nothing else to search for
  // ("anything under $20?"). The shop is one artist's: a few hundred products at most.
  const published = db.prepare<[], ProductRow>(
    `SELECT id, title, price_cents, discount_price_cents, stock
     FROM products WHERE published = 1 ORDER BY created_at DESC`,
  );

  return {
    /** `matchQuery` must come from toMatchQuery (it only ever holds quoted words). */
    find(matchQuery: string): RankedHit[] {
      return search.all(matchQuery, CANDIDATES).flatMap(toRankedHit);
    },

    /** The published products, newest first, each as a hit of equal relevance. */
    allProducts(): RankedHit[] {
      return published.all().map((row) => ({
        score: -1,
        hit: {
          kind: 'product',
          id: row.id,
          title: row.title,
          priceCents: row.price_cents,
          discountPriceCents: row.discount_price_cents,
          stock: row.stock,
        },
      }));
    },
  };
}

function toRankedHit(row: SearchRow): RankedHit[] {
  const { score } = row;
  switch (row.kind) {
    case 'product':
      if (row.product_title === null || row.price_cents === null || row.stock === null) return [];
      return [
        {
          score,
          hit: {
            kind: 'product',
            id: row.item_id,
            title: row.product_title,
            priceCents: row.price_cents,
            discountPriceCents: row.discount_price_cents,
            stock: row.stock,
          },
        },
      ];
    case 'artwork':
      if (row.artwork_title === null || row.artwork_type === null || row.artwork_year === null) {
        return [];
      }
      return [
        {
          score,
          hit: {
            kind: 'artwork',
            id: row.item_id,
            slug: row.artwork_slug,
            title: row.artwork_title,
            type: row.artwork_type,
            year: row.artwork_year,
          },
        },
      ];
    case 'post':
      if (row.post_title === null || row.post_slug === null) return [];
      return [{ score, hit: { kind: 'post', slug: row.post_slug, title: row.post_title } }];
  }
}
