// The admin artwork form: POST /api/artworks and PUT /api/artworks/:id. Title, slug, type and
// year are required.

import { z } from 'zod';
import { ARTWORK_TYPES, LISTING_TYPES } from '../domain/entities.ts';
import {
  existingImagesSchema,
  formBoolean,
  integerField,
  nullableMoneyField,
  oneOf,
  optionalSingleLineText,
  optionalText,
  singleLineText,
  slugField,
  tagsField,
  versionField,
} from './fields.ts';

/** An artwork is dated from 1900 to this year: a year still to come is a typing slip. */
const yearField = integerField('Year', { min: 1900 }).refine(
  (year) => year === undefined || year <= new Date().getFullYear(),
  { error: 'Year cannot be in the future' },
);

export const artworkInputSchema = z
  .object({
    title: singleLineText('Title', 200),
    slug: slugField,
    type: oneOf('Type', ARTWORK_TYPES),
    year: yearField,
    description: optionalText('Description', 10_000),
    tags: tagsField,
    featured: formBoolean('Featured').default(false),
    // Not on the web form: left out (undefined), they keep their stored values.
    medium: optionalSingleLineText('Medium', 200),
    listingType: oneOf('Listing type', LISTING_TYPES).optional(),
    price: nullableMoneyField('Price'),
    artistBio: optionalText('Artist bio', 2000),
    existingImages: existingImagesSchema,
    version: versionField,
  })
  // Shoppers are shown the price of an artwork for sale, so it cannot be for sale without one.
  .refine((artwork) => artwork.listingType !== 'sale' || artwork.price != null, {
    error: 'Price is required for an artwork for sale',
    path: ['price'],
  });
export type ArtworkInput = z.infer<typeof artworkInputSchema>;
