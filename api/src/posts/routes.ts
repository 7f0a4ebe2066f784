import { operations } from '@kawaii/shared';
import type { Request } from 'express';
import { requestedVersion } from '../content/versioning.ts';
import { notFound } from '../http/errors.ts';
import { imageUploads, uploadedImage, uploadedImages } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { PostService } from './service.ts';

/** New files of a save: gallery images, and the cover when it is a new file. */
const filesOf = (req: Request) => ({
  images: uploadedImages(req, 'images'),
  cover: uploadedImage(req, 'coverImage'),
});

/**
 * Mounted at /api/blog. Saves take the multipart form (coverImage is a kept path or a new file)
 * or JSON with uploaded paths.
 */
export function postRoutes(posts: PostService): RouteTable {
  const table = createRouteTable('/blog');
  const withImages = {
    before: [
      imageUploads([
        { name: 'images', maxCount: 20 },
        { name: 'coverImage', maxCount: 1 },
      ]),
    ],
  };

  table.handle(operations.listPosts, ({ query, viewer }) => posts.list(query, viewer));

  table.handle(operations.getPostBySlug, ({ params, viewer }) => {
    const post = posts.getBySlug(params.slug, viewer);
    if (!post) throw notFound('Post not found');
    return post;
  });

  table.handle(
    operations.createPost,
    ({ body, req, viewer }) => posts.create(body, filesOf(req), viewer),
    withImages,
  );

  table.handle(
    operations.updatePost,
    ({ params, body, req, viewer }) => posts.update(params.id, body, filesOf(req), viewer),
    withImages,
  );

  table.handle(operations.patchPost, ({ params, body, viewer }) =>
    posts.patch(params.id, body, viewer),
  );

  table.handle(operations.deletePost, ({ params, req, viewer }) => {
    posts.delete(params.id, viewer, requestedVersion(req));
    return { message: 'Post deleted' };
  });

  return table;
}
