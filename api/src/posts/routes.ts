import { Router } from 'express';
import { postQuerySchema } from '@kawaii/shared';
import { notFound } from '../http/errors.ts';
import { parseQuery } from '../http/validate.ts';
import { viewerOf } from '../http/viewer.ts';
import type { PostService } from './service.ts';

/** Mounted at /api/blog. */
export function postRoutes(posts: PostService): Router {
  const router = Router();

  router.get('/', (req, res) => {
    res.json(posts.list(parseQuery(postQuerySchema, req), viewerOf(res)));
  });

  router.get('/slug/:slug', (req, res) => {
    const post = posts.getBySlug(req.params.slug, viewerOf(res));
    if (!post) throw notFound('Post not found');
    res.json(post);
  });

  return router;
}
