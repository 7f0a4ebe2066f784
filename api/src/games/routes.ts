import { operations } from '@kawaii/shared';
import { requestedVersion } from '../content/versioning.ts';
import { imageUploads, uploadedImage } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { GameService } from './service.ts';

/** Mounted at /api/games. Saves take JSON, or multipart with a `thumbnail` file. */
export function gameRoutes(games: GameService): RouteTable {
  const table = createRouteTable('/games');
  const withThumbnail = { before: [imageUploads([{ name: 'thumbnail', maxCount: 1 }])] };

  table.handle(operations.listGames, ({ query, viewer }) => games.list(query, viewer));

  table.handle(
    operations.createGame,
    ({ body, req, viewer }) => games.create(body, uploadedImage(req, 'thumbnail'), viewer),
    withThumbnail,
  );

  table.handle(
    operations.updateGame,
    ({ params, body, req, viewer }) =>
      games.update(params.id, body, uploadedImage(req, 'thumbnail'), viewer),
    withThumbnail,
  );

  table.handle(operations.patchGame, ({ params, body, viewer }) =>
    games.patch(params.id, body, viewer),
  );

  table.handle(operations.deleteGame, ({ params, req, viewer }) => {
    games.delete(params.id, viewer, requestedVersion(req));
    return { message: 'Game deleted' };
  });

  return table;
}
