import { operations } from '@kawaii/shared';
import { badRequest } from '../core/errors.ts';
import { imageUploads, uploadedImage } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { MediaService } from './service.ts';

/** Mounted at /api/media. */
export function mediaRoutes(media: MediaService): RouteTable {
  const table = createRouteTable('/media');

  table.handle(operations.listMedia, ({ query }) => media.list(query));

  table.handle(
    operations.uploadImage,
    async ({ req, viewer }) => {
      const image = uploadedImage(req, 'file');
      if (!image) throw badRequest('Choose an image to upload', { file: 'An image is required' });
      return media.upload(image, viewer);
    },
    { before: [imageUploads([{ name: 'file', maxCount: 1 }])] },
  );

  table.handle(operations.listUnusedMedia, () => media.unused());

  table.handle(operations.cleanUpMedia, ({ body }) => media.cleanUp(body.paths));

  table.handle(operations.getMediaUsage, ({ query }) => media.usesOf(query.path));

  table.handle(operations.getImageAlts, ({ query }) => media.imageAlts(query.path));

  table.handle(operations.setMediaAlt, ({ body }) => media.setAlt(body));

  table.handle(operations.deleteMedia, async ({ params }) => {
    await media.delete(params.encodedPath);
    return { message: 'Media file deleted' };
  });

  return table;
}
