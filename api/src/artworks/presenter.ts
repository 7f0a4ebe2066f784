import { fromCents, type Artwork, type ArtworkSummary } from '@kawaii/shared';
import type { ArtworkRecord } from './store.ts';

export function presentArtwork(artwork: ArtworkRecord): Artwork {
  return {
    _id: artwork.id,
    slug: artwork.slug,
    title: artwork.title,
    type: artwork.type,
    medium: artwork.medium,
    year: artwork.year,
    description: artwork.description,
    tags: artwork.tags,
    featured: artwork.featured,
    images: artwork.images,
    listingType: artwork.listingType,
    price: artwork.priceCents === null ? null : fromCents(artwork.priceCents),
    artist: { bio: artwork.artistBio },
    createdAt: artwork.createdAt,
    updatedAt: artwork.updatedAt,
    version: artwork.version,
  };
}

export function presentArtworkSummary(
  artwork: Pick<ArtworkRecord, 'id' | 'title' | 'slug' | 'images'>,
): ArtworkSummary {
  return { _id: artwork.id, title: artwork.title, slug: artwork.slug, images: artwork.images };
}
