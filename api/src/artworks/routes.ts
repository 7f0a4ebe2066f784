import { Router } from 'express';
import { artworkQuerySchema } from '@kawaii/shared';
import { notFound } from '../http/errors.ts';
import { parseQuery } from '../http/validate.ts';
import type { ArtworkService } from './service.ts';

export function artworkRoutes(artworks: ArtworkService): Router {
  const router = Router();

  router.get('/', (req, res) => {
    res.json(artworks.list(parseQuery(artworkQuerySchema, req)));
  });

  router.get('/id/:id', (req, res) => {
    const artwork = artworks.getById(req.params.id);
    if (!artwork) throw notFound('Artwork not found');
    res.json(artwork);
  });

  router.get('/slug/:slug', (req, res) => {
    const artwork = artworks.getBySlug(req.params.slug);
    if (!artwork) throw notFound('Artwork not found');
    res.json(artwork);
  });

  return router;
}
