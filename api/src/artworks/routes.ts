import { operations } from '@kawaii/shared';
import { requestedVersion } from '../content/versioning.ts';
import { notFound } from '../http/errors.ts';
import { imageUploads, uploadedImages } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { ArtworkService } from './service.ts';

const NOT_FOUND = 'Artwork not found';

/** Mounted at /api/artworks. Saves take the multipart form or JSON with uploaded paths. */
export function artworkRoutes(artworks: ArtworkService): RouteTable {
  const table = createRouteTable('/artworks');
  const withImages = { before: [imageUploads([{ name: 'images', maxCount: 20 }])] };

  table.handle(operations.listArtworks, ({ query }) => artworks.list(query));

  table.handle(operations.getArtworkById, ({ params }) => {
    const artwork = artworks.getById(params.id);
    if (!artwork) throw notFound(NOT_FOUND);
    return artwork;
  });

  table.handle(operations.getArtworkBySlug, ({ params }) => {
    const artwork = artworks.getBySlug(params.slug);
    if (!artwork) throw notFound(NOT_FOUND);
    return artwork;
  });

  table.handle(
    operations.createArtwork,
    ({ body, req, viewer }) => artworks.create(body, uploadedImages(req, 'images'), viewer),
    withImages,
  );

  table.handle(
    operations.updateArtwork,
    ({ params, body, req, viewer }) =>
      artworks.update(params.id, body, uploadedImages(req, 'images'), viewer),
    withImages,
  );

  table.handle(operations.patchArtwork, ({ params, body, viewer }) =>
    artworks.patch(params.id, body, viewer),
  );

  table.handle(operations.deleteArtwork, ({ params, req, viewer }) => {
    artworks.delete(params.id, viewer, requestedVersion(req));
    return { message: 'Artwork deleted' };
  });

  return table;
}
