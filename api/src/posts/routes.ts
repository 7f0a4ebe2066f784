import { operations } from '@kawaii/shared';
import { collectionRouteTable } from '../content/collection-routes.ts';
import { notFound } from '../core/errors.ts';
import { uploadedImage, uploadedImages } from '../http/multipart.ts';
import type { RouteTable } from '../http/route-table.ts';
import type { PostService } from './service.ts';

/**
 * Mounted at /api/blog. Saves take the multipart form (coverImage is a kept path or a new file)
 * or JSON with uploaded paths.
 */
export function postRoutes(posts: PostService): RouteTable {
  const table = collectionRouteTable('posts', posts, {
    record: 'Post',
    uploads: [
      { name: 'images', maxCount: 20 },
      { name: 'coverImage', maxCount: 1 },
    ],
    // New files of a save: gallery images, and the cover when it is a new file.
    files: (req) => ({
      images: uploadedImages(req, 'images'),
      cover: uploadedImage(req, 'coverImage'),
    }),
  });

  table.handle(operations.getPostBySlug, ({ params, viewer }) => {
    const post = posts.getBySlug(params.slug, viewer);
    if (!post) throw notFound('Post not found');
    return post;
  });

  return table;
}
