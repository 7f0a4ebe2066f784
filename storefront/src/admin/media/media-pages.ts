// The media library's cache entries. The library is read a page at a time, one cache entry per
// filter and search; "Load more" asks from the number of items shown, so items deleted meanwhile
// (which left the server's list too) never make the next page skip any. The forms' alt texts are
// one more entry of the same operation: every page of the library at the largest page size.

import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import {
  appendPage,
  MEDIA_MAX_PAGE_SIZE,
  MEDIA_PAGE_SIZE,
  type AdminApi,
  type MediaItem,
  type MediaPage,
} from '@kawaii/shared';
import { queryKeyFor } from '../../query/query-keys.ts';
import type { MediaFilter } from './media-selection.ts';

export type MediaPages = InfiniteData<MediaPage>;

/** The items on screen: every loaded page in order, an item a later page repeats shown once. */
export function shownItems(pages: readonly MediaPage[]): MediaItem[] {
  return pages.reduce<MediaItem[]>((shown, page) => appendPage(shown, page.items), []);
}

/** The library's pages for one filter and search (a search of blanks is no search). */
export function mediaPagesQuery(api: AdminApi, filter: MediaFilter, search: string) {
  const q = search.trim();
  const input = {
    ...(filter === 'all' ? {} : { type: filter }),
    ...(q === '' ? {} : { q }),
    limit: MEDIA_PAGE_SIZE,
  };
  return infiniteQueryOptions({
    queryKey: queryKeyFor('listMedia', input),
    queryFn: ({ pageParam }) => api.listMedia({ ...input, offset: pageParam }),
    initialPageParam: 0,
    // Computed when the next page is asked for, from the pages as they are then (a delete has
    // already taken its item out of them); a refetch recomputes it page by page the same way.
    getNextPageParam: (last: MediaPage, pages: MediaPage[]) =>
      last.hasMore ? shownItems(pages).length : undefined,
  });
}

/** Changes every loaded page in place: a deleted item leaves, an alt text changes. */
export function changeItems(
  data: MediaPages | undefined,
  change: (items: MediaItem[]) => MediaItem[],
): MediaPages | undefined {
  return (
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) }
  );
}

/**
 * The alt text of every media item by path, for the forms' previews: not only the form's own
 * kind, since a form may take any image from the library. The largest pages keep the round trips
 * few.
 */
export function imageAltsQuery(api: AdminApi) {
  return queryOptions({
    queryKey: queryKeyFor('listMedia', { limit: MEDIA_MAX_PAGE_SIZE }),
    queryFn: async (): Promise<Record<string, string>> => {
      const alts: Record<string, string> = {};
      for (let offset = 0; ;) {
        const page = await api.listMedia({ offset, limit: MEDIA_MAX_PAGE_SIZE });
        for (const item of page.items) alts[item.path] = item.alt;
        offset += page.items.length;
        if (!page.hasMore) return alts;
      }
    },
  });
}

/** The records that show one file, named in its delete or hide dialog. */
export function mediaUsageQuery(api: AdminApi, path: string) {
  return queryOptions({
    queryKey: queryKeyFor('getMediaUsage', { path }),
    queryFn: () => api.mediaUsage(path),
    // Asked each time a dialog opens: a save elsewhere may have started or stopped a use.
    staleTime: 0,
    gcTime: 0,
  });
}
