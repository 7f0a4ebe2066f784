import { z } from 'zod';
import { mediaAltSchema, mediaQuerySchema } from '@kawaii/shared';
import { badRequest } from '../http/errors.ts';
import { imageUploads, uploadedImage } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { MediaService } from './service.ts';

/** The most paths one page asks alt texts for. */
const MAX_ALT_PATHS = 100;

/** `?path=a&path=b` (the browser client's form); one path arrives as plain text. */
const altsQuerySchema = z.object({
  path: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((path) => (path === undefined ? [] : [path].flat()))
    .pipe(z.array(z.string().max(500)).max(MAX_ALT_PATHS, `At most ${MAX_ALT_PATHS} paths`)),
});

/** Mounted at /api/media. */
export function mediaRoutes(media: MediaService): RouteTable {
  const table = createRouteTable('/media');

  table.get(
    '/',
    {
      summary: 'The media library: images of artworks, posts and products, newest first',
      access: 'admin',
      query: mediaQuerySchema,
    },
    ({ query }) => media.list(query),
  );

  table.post(
    '/',
    {
      summary: 'Upload one image on its own (multipart field `file`)',
      access: 'admin',
      // No text fields; the empty schema documents the multipart body and its file.
      body: z.object({}),
      bodyType: 'multipart',
      files: ['file'],
      status: 201,
      before: [imageUploads([{ name: 'file', maxCount: 1 }])],
    },
    async ({ req, viewer }) => {
      const image = uploadedImage(req, 'file');
      if (!image) throw badRequest('Choose an image to upload', { file: 'An image is required' });
      return media.upload(image, viewer);
    },
  );

  table.get(
    '/usage',
    {
      summary: 'The records that show an image path (before deleting it)',
      access: 'admin',
      query: z.object({ path: z.string({ error: 'path is required' }).max(500) }),
    },
    ({ query }) => media.usesOf(query.path),
  );

  table.get(
    '/alt',
    {
      summary: 'Alt texts of image paths (paths without one are left out)',
      access: 'public',
      cache: 'public',
      query: altsQuerySchema,
    },
    ({ query }) => media.imageAlts(query.path),
  );

  table.put(
    '/alt',
    { summary: 'Set the alt text of an image path', access: 'admin', body: mediaAltSchema },
    ({ body }) => media.setAlt(body),
  );

  table.delete(
    '/:encodedPath',
    {
      summary:
        'Delete an uploaded file (the URL-encoded path) and remove it from every record showing it',
      access: 'admin',
    },
    async ({ params }) => {
      await media.delete(params['encodedPath']!);
      return { message: 'Media file deleted' };
    },
  );

  return table;
}
