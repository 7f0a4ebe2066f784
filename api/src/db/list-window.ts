import type { Statement } from 'better-sqlite3';

/**
 * Which rows of a list to read: `limit` rows after skipping `offset`. The read fills in `total`,
 * how many rows the whole list has.
 */
export interface ListWindow {
  limit: number;
  offset: number;
  total?: number;
}

/**
 * Reads one window of a list query (its SQL has no LIMIT) and counts the whole list with the same
 * parameters: a page of the shop costs its own rows and a count, never every row.
 */
export function readWindow(
  prepare: (sql: string) => Statement<unknown[], unknown>,
  sql: string,
  params: Record<string, unknown>,
  window: ListWindow,
): unknown[] {
  const { limit, offset } = window;
  const rows = prepare(`${sql} LIMIT @windowLimit OFFSET @windowOffset`).all({
    ...params,
    windowLimit: limit,
    windowOffset: offset,
  });
  // A window that is neither empty nor full holds the end of the list: no count needed.
  window.total =
    rows.length > 0 && rows.length < limit
      ? offset + rows.length
      : (prepare(`SELECT COUNT(*) FROM (${sql})`).pluck().get(params) as number);
  return rows;
}
