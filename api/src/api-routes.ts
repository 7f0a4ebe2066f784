import { Router } from 'express';
import { artworkRoutes } from './artworks/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { gameRoutes } from './games/routes.ts';
import { apiNotFound } from './http/not-found.ts';
import { postRoutes } from './posts/routes.ts';
import { productRoutes } from './products/routes.ts';
import type { Services } from './services.ts';
import { settingsRoutes } from './settings/routes.ts';

/** Everything under /api; an unknown path there is a JSON 404. */
export function apiRoutes(services: Services): Router {
  const router = Router();
  router.use('/artworks', artworkRoutes(services.artworks));
  router.use('/blog', postRoutes(services.posts));
  router.use('/shop', productRoutes(services.products));
  router.use('/categories', categoryRoutes(services.categories));
  router.use('/games', gameRoutes(services.games));
  router.use('/settings', settingsRoutes(services.settings));
  router.use(apiNotFound);
  return router;
}
