// The admin media library, derived from the records rather than stored: every image shown by an
// artwork, a blog post or a product, newest record first, each path once, with the alt text
// editors gave it.

import { dedupeByPath, type MediaItem, type MediaType } from '@kawaii/shared';
import type { MediaQuery } from '@kawaii/shared';
import { tableWrites } from '../cache/table-writes.ts';
import type { Db } from '../db/connection.ts';
import { readStringList } from '../db/json-columns.ts';
import type { MediaStore } from './store.ts';

interface SourceRow {
  id: string;
  title: string;
  created_at: string;
  cover_image: string | null;
  main_image: string | null;
  images: string;
}

const SOURCES: Record<MediaType, string> = {
  artwork: `SELECT id, title, created_at, NULL AS cover_image, NULL AS main_image, images
            FROM artworks ORDER BY id`,
  blog: 'SELECT id, title, created_at, cover_image, main_image, images FROM posts ORDER BY id',
  product: `SELECT id, title, created_at, NULL AS cover_image, NULL AS main_image, images
            FROM products ORDER BY id`,
};

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;

/** The tables the library is made from. */
const READ_TABLES = ['artworks', 'posts', 'products', 'media_files'];
/** Lists kept for reuse (a filter each: the library, a type, a search), least recently used out. */
const KEPT_LISTS = 8;

export function createMediaLibrary(db: Db, store: MediaStore) {
  const writes = tableWrites(db);
  const lists = new Map<string, { version: number; items: MediaItem[] }>();
  const sources = Object.entries(SOURCES).map(([type, sql]) => ({
    type: type as MediaType,
    rows: db.prepare<[], SourceRow>(sql),
  }));

  return {
    /**
     * The whole list for a filter, in a stable order (pages are slices of it). The search looks
     * at the title, the alt text and the path, as the library's search box promises.
     */
    list(query: Pick<MediaQuery, 'type' | 'q'>): MediaItem[] {
      // Pages are slices of one list: it is read from the records once, and again only after a
      // write to a table it shows (a record's images or title, an alt text).
      const key = `${query.type ?? ''}|${query.q ?? ''}`;
      const version = writes.lastWriteTo(READ_TABLES);
      const kept = lists.get(key);
      if (kept && kept.version === version) {
        lists.delete(key);
        lists.set(key, kept);
        return kept.items;
      }
      const items = read(query);
      lists.set(key, { version, items });
      if (lists.size > KEPT_LISTS) lists.delete(lists.keys().next().value!);
      return items;
    },
  };

  /** The whole list for a filter, read from the records. */
  function read(query: Pick<MediaQuery, 'type' | 'q'>): MediaItem[] {
    const needle = query.q?.toLocaleLowerCase();
    const items = sources
      .filter((source) => !query.type || source.type === query.type)
      .flatMap((source) => source.rows.all().map((row) => itemsOf(source.type, row)))
      .sort((a, b) => b.date.localeCompare(a.date))
      .flatMap((record) => record.items);
    const alts = store.altsOf([...new Set(items.map((item) => item.path))]);
    return dedupeByPath(
      items
        .map((item) => ({ ...item, alt: alts.get(item.path) ?? '' }))
        .filter(
          (item) =>
            !needle ||
            [item.title, item.alt, item.path].some((text) =>
              text.toLocaleLowerCase().includes(needle),
            ),
        ),
    );
  }
}

function itemsOf(type: MediaType, row: SourceRow) {
  // A post shows its cover and main image first, then the rest of its images.
  const paths = [row.cover_image, row.main_image, ...readStringList(row.images)].filter(
    (path): path is string => path !== null,
  );
  const items = paths.map((path, position): MediaItem => ({
    id: `${type}-${row.id}-${position}`,
    path,
    title: row.title,
    type,
    sourceId: row.id,
    date: row.created_at,
    alt: '',
  }));
  return { title: row.title, date: row.created_at, items };
}
