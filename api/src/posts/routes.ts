import { fieldPatchSchema } from '../content/field-patch.ts';
import { requestedVersion } from '../content/versioning.ts';
import { postInputSchema, postQuerySchema } from '@kawaii/shared';
import { notFound } from '../http/errors.ts';
import { imageUploads, uploadedImage, uploadedImages } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { PostService } from './service.ts';

const IMAGE_FIELDS = [
  { name: 'images', maxCount: 20 },
  { name: 'coverImage', maxCount: 1 },
];

/**
 * Mounted at /api/blog. Saves take the multipart form (coverImage is a kept path or a new file)
 * or JSON with uploaded paths.
 */
export function postRoutes(posts: PostService): RouteTable {
  const table = createRouteTable('/blog');
  const save = {
    access: 'admin' as const,
    body: postInputSchema,
    bodyType: 'multipart' as const,
    files: IMAGE_FIELDS.map(({ name }) => name),
    before: [imageUploads(IMAGE_FIELDS)],
  };

  table.get(
    '/',
    {
      summary: 'List blog posts (published only, except for staff)',
      access: 'public',
      cache: 'public',
      query: postQuerySchema,
    },
    ({ query, viewer }) => posts.list(query, viewer),
  );

  table.get(
    '/slug/:slug',
    { summary: 'A blog post by slug (drafts for staff only)', access: 'public', cache: 'public' },
    ({ params, viewer }) => {
      const post = posts.getBySlug(params['slug']!, viewer);
      if (!post) throw notFound('Post not found');
      return post;
    },
  );

  table.post(
    '/',
    { summary: 'Create a blog post', status: 201, ...save },
    ({ body, req, viewer }) =>
      posts.create(
        body,
        { images: uploadedImages(req, 'images'), cover: uploadedImage(req, 'coverImage') },
        viewer,
      ),
  );

  table.put('/:id', { summary: 'Update a blog post', ...save }, ({ params, body, req, viewer }) =>
    posts.update(
      params['id']!,
      body,
      { images: uploadedImages(req, 'images'), cover: uploadedImage(req, 'coverImage') },
      viewer,
    ),
  );

  table.patch(
    '/:id',
    {
      summary: 'Change some fields of a blog post (with the version they were based on)',
      access: 'admin',
      body: fieldPatchSchema,
    },
    ({ params, body, viewer }) => posts.patch(params['id']!, body, viewer),
  );

  table.delete(
    '/:id',
    { summary: 'Delete a blog post', access: 'admin' },
    ({ params, req, viewer }) => {
      posts.delete(params['id']!, viewer, requestedVersion(req));
      return { message: 'Post deleted' };
    },
  );

  return table;
}
