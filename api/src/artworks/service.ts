import type { Artwork, ArtworkQuery } from '@kawaii/shared';
import { presentArtwork } from './presenter.ts';
import type { ArtworkStore } from './store.ts';

export type ArtworkService = ReturnType<typeof createArtworkService>;

/** Artworks are public in full: there is no unpublished state. */
export function createArtworkService(store: ArtworkStore) {
  return {
    list(query: ArtworkQuery): Artwork[] {
      return store.list(query).map(presentArtwork);
    },

    getById(id: string): Artwork | null {
      const artwork = store.findById(id);
      return artwork ? presentArtwork(artwork) : null;
    },

    getBySlug(slug: string): Artwork | null {
      const artwork = store.findBySlug(slug);
      return artwork ? presentArtwork(artwork) : null;
    },
  };
}
