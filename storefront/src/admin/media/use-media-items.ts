// Loading the media library for a filter: loading, then loaded or error; a new filter reloads.

import { useEffect, useState } from 'react';
import type { MediaItem } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { MediaFilter } from './media-selection.ts';

export type MediaLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; items: MediaItem[] };

export function useMediaItems(filter: MediaFilter) {
  const api = useAdminApi();
  const [load, setLoad] = useState<MediaLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    api.listMedia(filter === 'all' ? {} : { type: filter }).then(
      (items) => current && setLoad({ status: 'loaded', items }),
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error && error.message ? error.message : 'Unknown error';
        setLoad({ status: 'error', message });
      },
    );
    return () => {
      current = false;
    };
  }, [api, filter]);

  /** Changes the loaded list in place (a delete, a new alt text). */
  const update = (change: (items: MediaItem[]) => MediaItem[]) =>
    setLoad((previous) =>
      previous.status === 'loaded' ? { status: 'loaded', items: change(previous.items) } : previous,
    );

  return { load, update };
}
