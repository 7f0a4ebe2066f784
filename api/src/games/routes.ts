import { fieldPatchSchema } from '../content/field-patch.ts';
import { requestedVersion } from '../content/versioning.ts';
import { gameInputSchema, gameQuerySchema } from '@kawaii/shared';
import { imageUploads, uploadedImage } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { GameService } from './service.ts';

/** Mounted at /api/games. Saves take JSON, or multipart with a `thumbnail` file. */
export function gameRoutes(games: GameService): RouteTable {
  const table = createRouteTable('/games');
  const save = {
    access: 'admin' as const,
    body: gameInputSchema,
    bodyType: 'multipart' as const,
    files: ['thumbnail'],
    before: [imageUploads([{ name: 'thumbnail', maxCount: 1 }])],
  };

  table.get(
    '/',
    {
      summary: 'List games (published only, except for staff)',
      access: 'public',
      cache: 'public',
      query: gameQuerySchema,
    },
    ({ query, viewer }) => games.list(query, viewer),
  );

  table.post('/', { summary: 'Create a game', status: 201, ...save }, ({ body, req, viewer }) =>
    games.create(body, uploadedImage(req, 'thumbnail'), viewer),
  );

  table.put('/:id', { summary: 'Update a game', ...save }, ({ params, body, req, viewer }) =>
    games.update(params['id']!, body, uploadedImage(req, 'thumbnail'), viewer),
  );

  table.patch(
    '/:id',
    {
      summary: 'Change some fields of a game (with the version they were based on)',
      access: 'admin',
      body: fieldPatchSchema,
    },
    ({ params, body, viewer }) => games.patch(params['id']!, body, viewer),
  );

  table.delete('/:id', { summary: 'Delete a game', access: 'admin' }, ({ params, req, viewer }) => {
    games.delete(params['id']!, viewer, requestedVersion(req));
    return { message: 'Game deleted' };
  });

  return table;
}
