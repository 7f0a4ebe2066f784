import type { ArtworkQuery, ArtworkSort, ArtworkType, ListingType } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { readStringList, writeStringList } from '../db/json-columns.ts';
import { readWindow, type ListWindow } from '../db/list-window.ts';
import type { StaffListRead } from '../content/staff-pages.ts';
import { statementCache } from '../db/statement-cache.ts';

export interface ArtworkRecord {
  id: string;
  slug: string | null;
  title: string;
  type: ArtworkType;
  medium: string;
  year: number;
  description: string;
  tags: string[];
  featured: boolean;
  images: string[];
  listingType: ListingType;
  priceCents: number | null;
  artistBio: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

interface ArtworkRow {
  id: string;
  slug: string | null;
  title: string;
  type: ArtworkType;
  medium: string;
  year: number;
  description: string;
  tags: string;
  featured: number;
  images: string;
  listing_type: ListingType;
  price_cents: number | null;
  artist_bio: string;
  created_at: string;
  updated_at: string;
  version: number;
}

// "Newest" is the artwork's year first: a portfolio reads by when a piece was made, and the
// record's creation time only orders pieces of the same year.
const ORDER_BY: Record<ArtworkSort, string> = {
  newest: 'year DESC, created_at DESC, id',
  oldest: 'year ASC, created_at ASC, id',
  'name-asc': 'title COLLATE NOCASE ASC, id',
  'name-desc': 'title COLLATE NOCASE DESC, id',
};

export type ArtworkStore = ReturnType<typeof createArtworkStore>;

export function createArtworkStore(db: Db) {
  const prepare = statementCache(db);
  const byId = db.prepare<[string], ArtworkRow>('SELECT * FROM artworks WHERE id = ?');
  const bySlug = db.prepare<[string], ArtworkRow>('SELECT * FROM artworks WHERE slug = ?');
  const insert = db.prepare<ArtworkRow>(
    `INSERT INTO artworks (id, slug, title, type, medium, year, description, tags, featured, images,
       listing_type, price_cents, artist_bio, created_at, updated_at, version)
     VALUES (@id, @slug, @title, @type, @medium, @year, @description, @tags, @featured, @images,
       @listing_type, @price_cents, @artist_bio, @created_at, @updated_at, @version)`,
  );
  const update = db.prepare<ArtworkRow>(
    `UPDATE artworks SET slug = @slug, title = @title, type = @type, medium = @medium, year = @year,
       description = @description, tags = @tags, featured = @featured, images = @images,
       listing_type = @listing_type, price_cents = @price_cents, artist_bio = @artist_bio,
       updated_at = @updated_at, version = @version
     WHERE id = @id`,
  );
  const remove = db.prepare<[string]>('DELETE FROM artworks WHERE id = ?');

  return {
    findById(id: string): ArtworkRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },

    findBySlug(slug: string): ArtworkRecord | null {
      const row = bySlug.get(slug);
      return row ? toRecord(row) : null;
    },

    /**
     * A page of the staff list: newest first (by year, then by when added), after `read.after`,
     * searched in the title, medium, year and tags, and by the label of the type
     * (`labelledTypes`: the types whose label holds the search).
     */
    staffPage(read: StaffListRead, labelledTypes: readonly ArtworkType[]): ArtworkRecord[] {
      const where: string[] = [];
      const params: Record<string, unknown> = { limit: read.limit };
      if (read.pattern !== null) {
        where.push(`(title LIKE @pattern ESCAPE '\\' OR medium LIKE @pattern ESCAPE '\\'
          OR CAST(year AS TEXT) LIKE @pattern ESCAPE '\\'
          OR type IN (SELECT value FROM json_each(@types))
          OR EXISTS (SELECT 1 FROM json_each(artworks.tags)
            WHERE json_each.value LIKE @pattern ESCAPE '\\'))`);
        params['pattern'] = read.pattern;
        params['types'] = JSON.stringify(labelledTypes);
      }
      if (read.after !== null) {
        where.push('(year, created_at, id) < (@afterYear, @afterAt, @afterId)');
        params['afterYear'] = read.after.year ?? 0;
        params['afterAt'] = read.after.createdAt;
        params['afterId'] = read.after.id;
      }
      const sql = [
        'SELECT * FROM artworks',
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        'ORDER BY year DESC, created_at DESC, id DESC LIMIT @limit',
      ].join(' ');
      return (prepare(sql).all(params) as ArtworkRow[]).map(toRecord);
    },

    /** The whole list, or one window of it (then `query.limit` is not used). */
    list(query: ArtworkQuery, window?: ListWindow): ArtworkRecord[] {
      const where: string[] = [];
      const params: Record<string, unknown> = {};
      if (query.featured !== undefined) {
        where.push('featured = @featured');
        params['featured'] = query.featured ? 1 : 0;
      }
      if (query.type !== undefined) {
        where.push('type = @type');
        params['type'] = query.type;
      }
      if (query.year !== undefined) {
        where.push('year = @year');
        params['year'] = query.year;
      }
      const sql = [
        'SELECT * FROM artworks',
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        `ORDER BY ${ORDER_BY[query.sort ?? 'newest']}`,
        query.limit !== undefined && !window ? 'LIMIT @limit' : '',
      ].join(' ');
      if (query.limit !== undefined && !window) params['limit'] = query.limit;
      const rows = window ? readWindow(prepare, sql, params, window) : prepare(sql).all(params);
      return (rows as ArtworkRow[]).map(toRecord);
    },

    insert(artwork: ArtworkRecord): void {
      insert.run(toRow(artwork));
    },

    /** Replaces every stored field but createdAt. */
    update(artwork: ArtworkRecord): void {
      update.run(toRow(artwork));
    },

    /** False when there was no such artwork; its blog post links go with it (FK cascade). */
    delete(id: string): boolean {
      return remove.run(id).changes > 0;
    },

    /** Runs `work` in one transaction (nested ones become savepoints). */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}

function toRecord(row: ArtworkRow): ArtworkRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    medium: row.medium,
    year: row.year,
    description: row.description,
    tags: readStringList(row.tags),
    featured: row.featured === 1,
    images: readStringList(row.images),
    listingType: row.listing_type,
    priceCents: row.price_cents,
    artistBio: row.artist_bio,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

function toRow(artwork: ArtworkRecord): ArtworkRow {
  return {
    id: artwork.id,
    slug: artwork.slug,
    title: artwork.title,
    type: artwork.type,
    medium: artwork.medium,
    year: artwork.year,
    description: artwork.description,
    tags: writeStringList(artwork.tags),
    featured: artwork.featured ? 1 : 0,
    images: writeStringList(artwork.images),
    listing_type: artwork.listingType,
    price_cents: artwork.priceCents,
    artist_bio: artwork.artistBio,
    created_at: artwork.createdAt,
    updated_at: artwork.updatedAt,
    version: artwork.version,
  };
}
