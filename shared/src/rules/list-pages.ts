// The public lists (shop, portfolio, blog) a page at a time: 24 items, then "Load more". An
// address with ?page=N shows the first N pages, so the link works without scripts and a shared
// address shows what its sender saw.

import type { ListPage } from '../domain/list-page.ts';

export const LIST_PAGE_SIZE = 24;

/** The most pages one address shows at once. */
export const MAX_LIST_PAGES = 50;

/** ?page=N as a whole number from 1 to MAX_LIST_PAGES; anything else is page 1. */
export function listPageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_LIST_PAGES) : 1;
}

/** The same address showing `page` pages (page 1: no parameter at all). */
export function withListPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A page of `items` taken `limit` at a time, the `page`-th, of a list of `total`. */
export function listPageOf<T>(items: T[], total: number, page: number, limit: number): ListPage<T> {
  return { items, total, page, nextPage: page * limit < total ? page + 1 : null };
}

/**
 * Pages 1 to `pages` of a list, read together and joined: what ?page=N shows. The total and the
 * next page come from the last one.
 */
export async function firstPages<T>(
  pages: number,
  read: (page: number) => Promise<ListPage<T>>,
): Promise<ListPage<T>> {
  const read_ = await Promise.all(Array.from({ length: pages }, (_, index) => read(index + 1)));
  const last = read_.at(-1)!;
  return { ...last, items: read_.flatMap((page) => page.items), page: pages };
}
