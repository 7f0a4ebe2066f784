import type { RequestHandler } from 'express';

/**
 * Compresses the answers to reads (GET, HEAD) only. A write's answer is one small record sent
 * once (a placed order, a saved product): wrapping the response and running a compressor for it
 * costs more CPU per request than the few hundred bytes it would save on the wire.
 */
export function compressReads(compress: RequestHandler): RequestHandler {
  return (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? compress(req, res, next) : next();
}
