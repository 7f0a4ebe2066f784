import type { RequestHandler } from 'express';

/**
 * The default for every /api answer: signed-in data (a dashboard, an order, a token) must not be
 * kept by the browser or any shared cache. Mounted first on /api, so this is the one place the
 * default is set; an operation whose answer is public and cacheable sets its own Cache-Control,
 * which replaces this one.
 */
export const apiNoStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
