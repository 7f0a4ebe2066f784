import type { RequestHandler } from 'express';
import { notFound } from '../core/errors.ts';

/** Outside /api (files, unknown methods): a plain-text 404, never a rendered page. */
export const notFoundText: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/** Mounted after every /api router: an unknown API path is a JSON 404, never a page. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(notFound('API route not found'));
};
