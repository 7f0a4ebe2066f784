import { Router } from 'express';
import { productQuerySchema } from '@kawaii/shared';
import { notFound } from '../http/errors.ts';
import { parseQuery } from '../http/validate.ts';
import { viewerOf } from '../http/viewer.ts';
import type { ProductService } from './service.ts';

/** Mounted at /api/shop. */
export function productRoutes(products: ProductService): Router {
  const router = Router();

  router.get('/', (req, res) => {
    res.json(products.list(parseQuery(productQuerySchema, req), viewerOf(res)));
  });

  router.get('/:id', (req, res) => {
    const product = products.getById(req.params.id, viewerOf(res));
    if (!product) throw notFound('Product not found');
    res.json(product);
  });

  return router;
}
