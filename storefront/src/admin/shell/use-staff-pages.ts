// A content tab's list read from the server a page at a time (products, artworks, posts): the
// newest page first, more on demand, searched on the server as the search box settles. The cards
// shown stay while another search loads.

import { useCallback, useMemo } from 'react';
import type { StaffListPage, StaffListQuery } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { AdminAnswer, AdminReadName } from '../data/admin-query.ts';
import { useCursorPages } from '../data/use-cursor-pages.ts';
import { useInvalidateAdminReads } from '../data/use-admin-read.ts';
import { queryKeyFor } from '../../query/query-keys.ts';

type StaffListName = 'listStaffPosts' | 'listStaffArtworks' | 'listStaffProducts';

/** The paged read of the collection of T: 'listStaffArtworks' for Artwork. */
export type StaffListOf<T> = {
  [Name in StaffListName]: AdminAnswer<Name> extends StaffListPage<T> ? Name : never;
}[StaffListName];

export interface StaffPages<T> {
  /** null until the first page answers. */
  items: T[] | null;
  hasMore: boolean;
  /** A page (the first, another search's, or the next) is being read. */
  loading: boolean;
  error: string | null;
  loadMore(): void;
  /** After a save or a delete: the first page again, and the other reads the change touches. */
  reload(): void;
}

export function useStaffPages<T>(
  operation: StaffListOf<T>,
  /** The other reads a change to these records makes stale: the whole list, and any derived. */
  alsoStale: readonly AdminReadName[],
  search: string,
  /** 'products': the failures read 'Could not load the products.' */
  what: string,
): StaffPages<T> {
  const api = useAdminApi();
  const invalidate = useInvalidateAdminReads();
  const q = search.trim();
  const filter = useMemo<StaffListQuery>(() => (q === '' ? {} : { q }), [q]);
  // StaffListOf<T> names only reads that answer pages of T; the compiler cannot follow that
  // through the generic name, so it is said here once.
  const readPage = api[operation] as (query: StaffListQuery) => Promise<StaffListPage<T>>;
  const list = useCursorPages({
    queryKey: queryKeyFor(operation, filter),
    readPage: (cursor) => readPage.call(api, cursor === undefined ? filter : { ...filter, cursor }),
    failures: {
      newest: `Could not load the ${what}. Please try again.`,
      older: `Could not load more ${what}. Please try again.`,
    },
  });
  const { pages } = list;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? null, [pages]);

  // Price, stock and delete changes are lines of the activity log too, and the media library
  // lists the records' images under their titles, so a saved or deleted record changes it.
  const reload = useCallback(
    () => void invalidate(operation, ...alsoStale, 'listMedia', 'listActivity'),
    [invalidate, operation, alsoStale],
  );
  return {
    items,
    hasMore: list.nextCursor !== null,
    loading: list.loading,
    error: list.error,
    loadMore: list.loadOlder,
    reload,
  };
}
