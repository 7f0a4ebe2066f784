// How the server stops on SIGTERM (systemd's stop, a deploy): it stops accepting connections,
// lets the requests in flight finish (a placed order is answered, not cut off), closes the
// connections kept alive between requests, and only then runs the shutdown steps (the mail send
// in progress, the database). A request still running after the grace period is cut off, so a
// stuck client cannot hold the stop forever.

import type { Server } from 'node:http';

export const REQUEST_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 50;

export interface GracefulStopOptions {
  /** How long requests in flight may take to finish (default 10 s). */
  graceMs?: number;
  /** Run in order once no request is left: stop the background work, close the database. */
  afterRequests: () => Promise<void>;
}

/**
 * Closes `server` gracefully, then runs `afterRequests`; resolves once everything has stopped.
 * Calling it again returns the same stop.
 */
export function gracefulStopper(
  server: Server,
  { graceMs = REQUEST_GRACE_MS, afterRequests }: GracefulStopOptions,
): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  return () => {
    stopping ??= (async () => {
      // A keep-alive connection would otherwise wait for its client's next request: an answer
      // begun from now on closes its connection, and a connection whose answer was already under
      // way is closed as soon as it falls idle.
      server.prependListener('request', (_req, res) => {
        res.shouldKeepAlive = false;
      });
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const closeIdle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await closed;
      } finally {
        clearInterval(closeIdle);
        clearTimeout(cutOff);
      }
      await afterRequests();
    })();
    return stopping;
  };
}
