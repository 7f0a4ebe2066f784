// The alt texts of the images a form shows, editable in its previews. They live with the media
// (PUT /api/media/alt), so a text set here is the one every page and the media library use.

import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminApi } from '../admin-api-context.tsx';
import { imageAltsQuery } from '../media/media-pages.ts';

export interface ImageAlts {
  altOf(path: string): string;
  save(path: string, alt: string): void;
  /** Reads them again: after the media library, where they may have changed, closes. */
  reload(): void;
}

export function useImageAlts(): ImageAlts {
  const api = useAdminApi();
  const client = useQueryClient();
  const options = imageAltsQuery(api);
  const { data: alts, error } = useQuery(options);
  const { queryKey } = options;

  useEffect(() => {
    if (error) console.error('Could not load the alt texts', error);
  }, [error]);

  // The new text shows at once; if the server refuses it, the stored one is read back.
  const save = useCallback(
    (path: string, alt: string) => {
      client.setQueryData<Record<string, string>>(queryKey, (known) => ({ ...known, [path]: alt }));
      api.setMediaAlt(path, alt).catch((failure: unknown) => {
        console.error('Could not save the alt text', failure);
        void client.invalidateQueries({ queryKey });
      });
    },
    [api, client, queryKey],
  );

  const reload = useCallback(() => void client.invalidateQueries({ queryKey }), [client, queryKey]);

  return { altOf: (path) => alts?.[path] ?? '', save, reload };
}
