// Loading the media library a page at a time: loading, then loaded or error; a new filter or
// search starts again from the first page. "Load more" asks from the number of items shown, so
// items deleted meanwhile never make the next page skip any.

import { useCallback, useEffect, useRef, useState } from 'react';
import { appendPage, MEDIA_PAGE_SIZE, type MediaItem, type MediaQuery } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
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

export function useMediaItems(filter: MediaFilter, search: string) {
  const api = useAdminApi();
  const [load, setLoad] = useState<MediaLoad>({ status: 'loading' });
  // Answers of an older filter or search are dropped.
  const generation = useRef(0);

  const query = useCallback(
    (offset: number): MediaQuery => ({
      ...(filter === 'all' ? {} : { type: filter }),
      ...(search.trim() === '' ? {} : { q: search.trim() }),
      offset,
      limit: MEDIA_PAGE_SIZE,
    }),
    [filter, search],
  );

  useEffect(() => {
    const current = ++generation.current;
    setLoad({ status: 'loading' });
    api.listMedia(query(0)).then(
      (page) =>
        current === generation.current &&
        setLoad({ status: 'loaded', items: page.items, hasMore: page.hasMore, more: 'idle' }),
      (error: unknown) =>
        current === generation.current && setLoad({ status: 'error', message: messageOf(error) }),
    );
  }, [api, query]);

  const loadMore = () => {
    if (load.status !== 'loaded' || load.more === 'loading') return;
    const current = generation.current;
    setLoad({ ...load, more: 'loading' });
    api.listMedia(query(load.items.length)).then(
      (page) =>
        current === generation.current &&
        setLoad((previous) =>
          previous.status === 'loaded'
            ? {
                status: 'loaded',
                items: appendPage(previous.items, page.items),
                hasMore: page.hasMore,
                more: 'idle',
              }
            : previous,
        ),
      (error: unknown) =>
        current === generation.current &&
        setLoad((previous) =>
          previous.status === 'loaded'
            ? { ...previous, more: { error: messageOf(error) } }
            : previous,
        ),
    );
  };

  /** Changes the loaded list in place (a delete, a new alt text). */
  const update = (change: (items: MediaItem[]) => MediaItem[]) =>
    setLoad((previous) =>
      previous.status === 'loaded' ? { ...previous, items: change(previous.items) } : previous,
    );

  return { load, update, loadMore };
}
