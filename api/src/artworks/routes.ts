import { operations } from '@kawaii/shared';
import { collectionRouteTable } from '../content/collection-routes.ts';
import { notFound } from '../core/errors.ts';
import { uploadedImages } from '../http/multipart.ts';
import type { RouteTable } from '../http/route-table.ts';
import type { ArtworkService } from './service.ts';

const NOT_FOUND = 'Artwork not found';

/** Mounted at /api/artworks. Saves take the multipart form or JSON with uploaded paths. */
export function artworkRoutes(artworks: ArtworkService): RouteTable {
  const table = collectionRouteTable('artworks', artworks, {
    record: 'Artwork',
    uploads: [{ name: 'images', maxCount: 20 }],
    files: (req) => uploadedImages(req, 'images'),
  });

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

  return table;
}
