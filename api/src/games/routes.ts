import { Router } from 'express';
import { gameQuerySchema } from '@kawaii/shared';
import { parseQuery } from '../http/validate.ts';
import { viewerOf } from '../http/viewer.ts';
import type { GameService } from './service.ts';

export function gameRoutes(games: GameService): Router {
  const router = Router();

  router.get('/', (req, res) => {
    res.json(games.list(parseQuery(gameQuerySchema, req), viewerOf(res)));
  });

  return router;
}
