import type { MediaStore } from './store.ts';

export type MediaService = ReturnType<typeof createMediaService>;

export function createMediaService(store: MediaStore) {
  return {
    /** Alt texts editors gave to these paths, for the pages' `alt` attributes. */
    imageAlts(paths: readonly string[]): Record<string, string> {
      return Object.fromEntries(store.altsOf([...new Set(paths)]));
    },
  };
}
