import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Response } from 'express';

/**
 * Sends a long answer chunk by chunk: each chunk is made only after the one before was handed to
 * the connection, other requests run in between, and a client slow to read holds back the next
 * chunk instead of filling memory. A client that leaves stops the work.
 */
export async function streamText(res: Response, chunks: Iterable<string>): Promise<void> {
  for (const chunk of chunks) {
    if (res.destroyed) return;
    if (!res.write(chunk)) {
      // Whichever comes first; the other listener is removed, so none pile up.
      const done = new AbortController();
      await Promise.race([
        once(res, 'drain', { signal: done.signal }),
        once(res, 'close', { signal: done.signal }),
      ]).finally(() => done.abort());
    }
    await nextTurn();
  }
  res.end();
}
