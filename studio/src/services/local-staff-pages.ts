// The admin tabs' paged lists (products, artworks, posts) answered from the studio's own copy,
// which holds every record with her unsynced changes: searched with the texts the server
// searches, and cut into pages in the order the tab lists them. The cursor is where the next page
// starts in that list. A form's chosen records are read by id from the same copy.

import {
  AdminApiError,
  BAD_STAFF_CURSOR,
  STAFF_PAGE_SIZE,
  matchesSearch,
  type StaffListPage,
  type StaffListQuery,
} from '@kawaii/shared';

export function localStaffPage<T>(
  records: readonly T[],
  query: StaffListQuery,
  searchTexts: (record: T) => readonly (string | null | undefined)[],
): StaffListPage<T> {
  const start = query.cursor === undefined ? 0 : positionOf(query.cursor);
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const q = query.q ?? '';
  const found =
    q.trim() === '' ? records : records.filter((record) => matchesSearch(searchTexts(record), q));
  const end = start + limit;
  return {
    items: found.slice(start, end),
    nextCursor: end < found.length ? String(end) : null,
  };
}

/** The records of `ids` in the order asked, her unsynced ones too; an unknown id is left out. */
export function localByIds<T extends { _id: string }>(
  records: readonly T[],
  ids: readonly string[],
): T[] {
  const byId = new Map(records.map((record) => [record._id, record]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

function positionOf(cursor: string): number {
  if (!/^\d{1,9}$/.test(cursor)) {
    throw new AdminApiError({ status: 400, message: BAD_STAFF_CURSOR });
  }
  return Number(cursor);
}
