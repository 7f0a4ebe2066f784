import { Router } from 'express';
import { categoryQuerySchema } from '@kawaii/shared';
import { parseQuery } from '../http/validate.ts';
import type { CategoryService } from './service.ts';

export function categoryRoutes(categories: CategoryService): Router {
  const router = Router();

  router.get('/', (req, res) => {
    res.json(categories.list(parseQuery(categoryQuerySchema, req)));
  });

  return router;
}
