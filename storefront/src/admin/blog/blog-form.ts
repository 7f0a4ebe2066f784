// The blog post form's values and what a save sends: tags typed as one comma-separated text,
// published by default, not featured.

import { joinTags, splitTags, type BlogPost } from '@kawaii/shared';
import type { SavedImages } from '../forms/image-field.ts';

export interface PostFormValues {
  title: string;
  slug: string;
  category: string;
  /** As typed: comma separated. */
  tags: string;
  excerpt: string;
  content: string;
  published: boolean;
  featured: boolean;
  relatedArtworks: string[];
}

export function postFormValues(post: BlogPost | null): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    category: post?.category ?? '',
    tags: joinTags(post?.tags ?? []),
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    published: post?.published ?? true,
    featured: post?.featured ?? false,
    relatedArtworks: post?.relatedArtworks.map((artwork) => artwork._id) ?? [],
  };
}

/** The save body before the shared schema checks it: the cover is also the main image. */
export function postSaveBody(values: PostFormValues, images: SavedImages) {
  return {
    ...values,
    tags: splitTags(values.tags),
    existingImages: images.paths,
    coverImage: images.cover,
    mainImage: images.cover,
  };
}
