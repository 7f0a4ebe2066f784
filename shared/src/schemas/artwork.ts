// The artwork form (spec section 2 "Admin forms"): POST /api/artworks and PUT /api/artworks/:id.

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

export const artworkInputSchema = z.object({
  title: singleLineText('Title', 200),
  slug: slugField,
  type: oneOf('Type', ARTWORK_TYPES),
  year: integerField('Year', { min: 1900, max: 2100 }),
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
});
export type ArtworkInput = z.infer<typeof artworkInputSchema>;
