// The alt texts of the images a form shows, editable in its previews. They live with the media
// (PUT /api/media/alt), so a text set here is the one every page and the media library use.

import { useCallback, useEffect, useState } from 'react';
import { MEDIA_MAX_PAGE_SIZE, type AdminApi } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';

export interface ImageAlts {
  altOf(path: string): string;
  save(path: string, alt: string): void;
  /** Loads them again: after the media library, where they may have changed, closes. */
  reload(): void;
}

// Every media item, not only the form's own kind: a form may take any image from the library.
// The library answers a page at a time; the largest pages keep the round trips few.
async function loadAlts(api: AdminApi): Promise<Record<string, string>> {
  const alts: Record<string, string> = {};
  for (let offset = 0; ;) {
    const page = await api.listMedia({ offset, limit: MEDIA_MAX_PAGE_SIZE });
    for (const item of page.items) alts[item.path] = item.alt;
    offset += page.items.length;
    if (!page.hasMore) return alts;
  }
}

export function useImageAlts(): ImageAlts {
  const api = useAdminApi();
  const [alts, setAlts] = useState<Record<string, string>>({});
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    loadAlts(api).then(
      (loaded) => current && setAlts((known) => ({ ...known, ...loaded })),
      (error: unknown) => console.error('Could not load the alt texts', error),
    );
    return () => {
      current = false;
    };
  }, [api, generation]);

  const save = useCallback(
    (path: string, alt: string) => {
      setAlts((known) => ({ ...known, [path]: alt }));
      api.setMediaAlt(path, alt).catch((error: unknown) => {
        console.error('Could not save the alt text', error);
      });
    },
    [api],
  );

  return {
    altOf: (path) => alts[path] ?? '',
    save,
    reload: useCallback(() => setGeneration((count) => count + 1), []),
  };
}
