import { fieldPatchSchema } from '../content/field-patch.ts';
import { requestedVersion } from '../content/versioning.ts';
import { artworkInputSchema, artworkQuerySchema } from '@kawaii/shared';
import { notFound } from '../http/errors.ts';
import { imageUploads, uploadedImages } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { ArtworkService } from './service.ts';

const NOT_FOUND = 'Artwork not found';
const IMAGE_FIELDS = [{ name: 'images', maxCount: 20 }];

/** Mounted at /api/artworks. Saves take the multipart form or JSON with uploaded paths. */
export function artworkRoutes(artworks: ArtworkService): RouteTable {
  const table = createRouteTable('/artworks');
  const save = {
    access: 'admin' as const,
    body: artworkInputSchema,
    bodyType: 'multipart' as const,
    files: ['images'],
    before: [imageUploads(IMAGE_FIELDS)],
  };

  table.get(
    '/',
    { summary: 'List artworks', access: 'public', cache: 'public', query: artworkQuerySchema },
    ({ query }) => artworks.list(query),
  );

  table.get(
    '/id/:id',
    { summary: 'An artwork by id', access: 'public', cache: 'public' },
    ({ params }) => {
      const artwork = artworks.getById(params['id']!);
      if (!artwork) throw notFound(NOT_FOUND);
      return artwork;
    },
  );

  table.get(
    '/slug/:slug',
    { summary: 'An artwork by slug', access: 'public', cache: 'public' },
    ({ params }) => {
      const artwork = artworks.getBySlug(params['slug']!);
      if (!artwork) throw notFound(NOT_FOUND);
      return artwork;
    },
  );

  table.post('/', { summary: 'Create an artwork', status: 201, ...save }, ({ body, req, viewer }) =>
    artworks.create(body, uploadedImages(req, 'images'), viewer),
  );

  table.put('/:id', { summary: 'Update an artwork', ...save }, ({ params, body, req, viewer }) =>
    artworks.update(params['id']!, body, uploadedImages(req, 'images'), viewer),
  );

  table.patch(
    '/:id',
    {
      summary: 'Change some fields of a artwork (with the version they were based on)',
      access: 'admin',
      body: fieldPatchSchema,
    },
    ({ params, body, viewer }) => artworks.patch(params['id']!, body, viewer),
  );

  table.delete(
    '/:id',
    { summary: 'Delete an artwork', access: 'admin' },
    ({ params, req, viewer }) => {
      artworks.delete(params['id']!, viewer, requestedVersion(req));
      return { message: 'Artwork deleted' };
    },
  );

  return table;
}
