// The admin blog post form: POST /api/blog and PUT /api/blog/:id. Title, slug, category, excerpt
// and content are required; published defaults to true, featured to false.

import { z } from 'zod';
import {
  existingImagesSchema,
  formBoolean,
  optionalImagePath,
  requiredText,
  singleLineText,
  slugField,
  tagsField,
  textList,
  versionField,
} from './fields.ts';

export const postInputSchema = z.object({
  title: singleLineText('Title', 200),
  slug: slugField,
  category: singleLineText('Category', 80),
  excerpt: requiredText('Excerpt', 500),
  content: requiredText('Content', 100_000),
  tags: tagsField,
  published: formBoolean('Published').default(true),
  featured: formBoolean('Featured').default(false),
  relatedArtworks: textList('Related artworks', 'artwork id', 50, 100),
  mainImage: optionalImagePath,
  coverImage: optionalImagePath,
  existingImages: existingImagesSchema,
  version: versionField,
});
export type PostInput = z.infer<typeof postInputSchema>;
