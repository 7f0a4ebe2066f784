// A list read a page at a time (orders, enquiries, emails): the newest page first, older pages
// appended on demand, the rows shown so far kept while another filter loads. Reload starts over
// from the newest page; a list that polls reads its loaded pages again on its interval, quietly:
// a poll neither shows as loading nor reports a failure, the next one simply tries again.

import { useCallback } from 'react';
import {
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { OperationQueryKey } from '../../query/query-keys.ts';
import { readFailure } from '../conflict/failure.ts';

export interface CursorPage {
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface CursorPagesOptions<Page extends CursorPage> {
  queryKey: OperationQueryKey;
  readPage(cursor: string | undefined): Promise<Page>;
  /** What staff read when the newest page (or a reload) failed, and when an older page did. */
  failures: { newest: string; older: string };
  pollMs?: number;
  /** false: nothing is read until it turns true (a list not shown yet). */
  enabled?: boolean;
}

export interface CursorPages<Page extends CursorPage> {
  /** null until the newest page answers. */
  pages: Page[] | null;
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
  loadOlder(): void;
  reload(): void;
  /** Changes every loaded page in place (a row marked or moved on). */
  updatePages(change: (page: Page) => Page): void;
}

type Pages<Page> = InfiniteData<Page, string | null>;

export function useCursorPages<Page extends CursorPage>({
  queryKey,
  readPage,
  failures,
  pollMs,
  enabled = true,
}: CursorPagesOptions<Page>): CursorPages<Page> {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => readPage(pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.nextCursor,
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
    enabled,
  });
  const { refetch } = query;

  const polls = pollMs !== undefined;
  const loading = polls
    ? query.isPending || query.isPlaceholderData || query.isFetchingNextPage
    : query.isFetching;
  const shownError = polls && query.isRefetchError ? null : query.error;
  const error = shownError
    ? readFailure(shownError, query.isFetchNextPageError ? failures.older : failures.newest).message
    : null;

  const reload = useCallback(() => {
    // Only the newest page is read again; the older ones come back on demand.
    client.setQueryData<Pages<Page>>(
      queryKey,
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
    void refetch();
  }, [client, queryKey, refetch]);

  const updatePages = useCallback(
    (change: (page: Page) => Page) =>
      client.setQueryData<Pages<Page>>(
        queryKey,
        (data) => data && { ...data, pages: data.pages.map(change) },
      ),
    [client, queryKey],
  );

  const pages = query.data?.pages ?? null;
  return {
    pages,
    nextCursor: pages?.at(-1)?.nextCursor ?? null,
    loading,
    error,
    loadOlder: () => void query.fetchNextPage(),
    reload,
    updatePages,
  };
}
