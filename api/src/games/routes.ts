import { collectionRouteTable } from '../content/collection-routes.ts';
import { uploadedImage } from '../http/multipart.ts';
import type { RouteTable } from '../http/route-table.ts';
import type { GameService } from './service.ts';

/** Mounted at /api/games. Saves take JSON, or multipart with a `thumbnail` file. */
export function gameRoutes(games: GameService): RouteTable {
  return collectionRouteTable('games', games, {
    record: 'Game',
    uploads: [{ name: 'thumbnail', maxCount: 1 }],
    files: (req) => uploadedImage(req, 'thumbnail'),
  });
}
