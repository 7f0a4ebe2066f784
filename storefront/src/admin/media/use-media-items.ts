// The media library's list through the cache: loading, then loaded or error; a new filter or
// search is its own entry, read from the first page. "Load more" asks from the number of items
// shown (see media-pages.ts). A delete or a new alt text changes the loaded pages in place and
// marks the library's other entries (other filters, the forms' alt texts) stale.

import { useCallback } from 'react';
import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteQueryObserverResult,
} from '@tanstack/react-query';
import type { MediaItem } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { operationKey } from '../../query/query-keys.ts';
import { changeItems, mediaPagesQuery, shownItems, type MediaPages } from './media-pages.ts';
import type { MediaFilter } from './media-selection.ts';

export type MediaLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'loaded';
      items: MediaItem[];
      hasMore: boolean;
      /** A further page is on its way, or failed with this message. */
      more: 'idle' | 'loading' | { error: string };
    };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Unknown error';

/** What the library shows for the state of its cache entry. */
export function mediaLoadOf(query: InfiniteQueryObserverResult<MediaPages>): MediaLoad {
  if (query.isPending) return { status: 'loading' };
  // A failed further page keeps the items shown; any other failure has nothing to show.
  if (query.isError && !query.isFetchNextPageError) {
    return { status: 'error', message: messageOf(query.error) };
  }
  if (!query.data) return { status: 'loading' };
  return {
    status: 'loaded',
    items: shownItems(query.data.pages),
    hasMore: query.hasNextPage,
    more: query.isFetchingNextPage
      ? 'loading'
      : query.isFetchNextPageError
        ? { error: messageOf(query.error) }
        : 'idle',
  };
}

export function useMediaItems(filter: MediaFilter, search: string) {
  const api = useAdminApi();
  const client = useQueryClient();
  const options = mediaPagesQuery(api, filter, search);
  const query = useInfiniteQuery(options);
  const { queryKey } = options;

  const load = mediaLoadOf(query);

  const { fetchNextPage, isFetchingNextPage } = query;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  /** Changes the loaded list in place (a delete, a new alt text); the other entries read again. */
  const update = useCallback(
    (change: (items: MediaItem[]) => MediaItem[]) => {
      void client.invalidateQueries({ queryKey: operationKey('listMedia'), refetchType: 'none' });
      client.setQueryData<MediaPages>(queryKey, (data) => changeItems(data, change));
    },
    [client, queryKey],
  );

  return { load, update, loadMore };
}
