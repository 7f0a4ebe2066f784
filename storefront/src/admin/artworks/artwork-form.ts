// The artwork form's values and what a save sends.

import {
  formatMoney,
  joinTags,
  splitTags,
  type Artwork,
  type ArtworkType,
  type ListingType,
} from '@kawaii/shared';

export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  sale: 'For Sale',
  display: 'Display Only',
  sold: 'Sold',
  commission: 'Commission',
};

export interface ArtworkFormValues {
  title: string;
  slug: string;
  type: ArtworkType;
  /** Number fields are kept as typed; the shared schema reads them. */
  year: string;
  featured: boolean;
  tags: string;
  description: string;
  medium: string;
  listingType: ListingType;
  price: string;
}

/** A new artwork is a painting of this year. */
export function artworkFormValues(artwork: Artwork | null, currentYear: number): ArtworkFormValues {
  return {
    title: artwork?.title ?? '',
    slug: artwork?.slug ?? '',
    type: artwork?.type ?? 'painting',
    year: String(artwork?.year ?? currentYear),
    featured: artwork?.featured ?? false,
    tags: joinTags(artwork?.tags ?? []),
    description: artwork?.description ?? '',
    medium: artwork?.medium ?? '',
    listingType: artwork?.listingType ?? 'display',
    price: artwork?.price == null ? '' : String(artwork.price),
  };
}

/** The save body before the shared schema checks it; the first image is the artwork's main one. */
export function artworkSaveBody(values: ArtworkFormValues, imagePaths: readonly string[]) {
  return { ...values, tags: splitTags(values.tags), existingImages: [...imagePaths] };
}

/** The card's price line: '$price' for a sale, otherwise what kind of listing it is. */
export function artworkListingLabel(artwork: Pick<Artwork, 'listingType' | 'price'>): string {
  return artwork.listingType === 'sale' && artwork.price != null
    ? formatMoney(artwork.price)
    : LISTING_TYPE_LABELS[artwork.listingType];
}
