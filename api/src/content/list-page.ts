import { LIST_PAGE_SIZE, listPageOf, type ListPage, type PageQuery } from '@kawaii/shared';
import type { ListWindow } from '../db/list-window.ts';

/** Page `query.page` (1 by default) of `query.limit` items (LIST_PAGE_SIZE by default). */
export function pageOfList<T>(query: PageQuery, read: (window: ListWindow) => T[]): ListPage<T> {
  const limit = query.limit ?? LIST_PAGE_SIZE;
  const page = query.page ?? 1;
  const window: ListWindow = { limit, offset: (page - 1) * limit };
  const items = read(window);
  return listPageOf(items, window.total ?? items.length, page, limit);
}
