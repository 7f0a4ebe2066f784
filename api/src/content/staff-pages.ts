// The admin's product, artwork and post lists, read a page at a time, newest first. The cursor is
// the last card's sort key (`createdAt|id`, and the year first for artworks), so the next page
// starts right after that card and is read from the index there: a page costs its own rows
// whatever page it is, and a record added meanwhile does not shift the pages.

import {
  BAD_STAFF_CURSOR,
  STAFF_PAGE_SIZE,
  type StaffListPage,
  type StaffListQuery,
} from '@kawaii/shared';
import { badRequest } from '../core/errors.ts';

/** A card's place in a staff list: newest first (for artworks, the year first). */
export interface StaffListKey {
  year?: number;
  createdAt: string;
  id: string;
}

/** What a store reads for one page of a staff list. */
export interface StaffListRead {
  /** The search as typed (trimmed), or null for every record. */
  search: string | null;
  /** The search as a LIKE pattern (`\` escapes % and _), null for every record. */
  pattern: string | null;
  /** The page starts after this card; null for the first page. */
  after: StaffListKey | null;
  /** Rows to read: one more than the page holds, to know whether another page follows. */
  limit: number;
}

/** The read a query asks for; a cursor this list did not give out is a 400. */
export function staffListRead(query: StaffListQuery, byYear = false): StaffListRead {
  const search = query.q?.trim() || null;
  return {
    search,
    pattern: search === null ? null : `%${search.replace(/[\\%_]/g, '\\$&')}%`,
    after: query.cursor === undefined ? null : decodeCursor(query.cursor, byYear),
    limit: (query.limit ?? STAFF_PAGE_SIZE) + 1,
  };
}

/** The page of the rows read (one over the page when another follows), presented. */
export function staffPageOf<Row, Item>(
  rows: readonly Row[],
  read: StaffListRead,
  keyOf: (row: Row) => StaffListKey,
  present: (rows: readonly Row[]) => Item[],
): StaffListPage<Item> {
  const page = rows.slice(0, read.limit - 1);
  const last = page.at(-1);
  return {
    items: present(page),
    nextCursor: rows.length > page.length && last ? encodeCursor(keyOf(last)) : null,
  };
}

/** The key of a product or post: when it was added, then its id. */
export function staffKeyOf(record: { createdAt: string; id: string }): StaffListKey {
  return { createdAt: record.createdAt, id: record.id };
}

function encodeCursor({ year, createdAt, id }: StaffListKey): string {
  return [...(year === undefined ? [] : [String(year)]), createdAt, id].join('|');
}

function decodeCursor(cursor: string, byYear: boolean): StaffListKey {
  const parts = cursor.split('|');
  const yearText = byYear ? parts.shift() : undefined;
  const [createdAt, id, ...rest] = parts;
  const valid =
    createdAt &&
    id &&
    rest.length === 0 &&
    !Number.isNaN(Date.parse(createdAt)) &&
    (!byYear || /^-?\d{1,6}$/.test(yearText ?? ''));
  if (!valid) throw badRequest(BAD_STAFF_CURSOR);
  return { ...(byYear && { year: Number(yearText) }), createdAt, id };
}
