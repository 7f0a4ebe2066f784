import { writeSync } from 'node:fs';

/** Where the server reports what an operator should see; tests pass a recording one. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

// Info lines (one per request) are gathered and written once per turn of the event loop: a
// write to a pipe is synchronous on Linux, and one syscall per request cost the shop ~5% of its
// CPU under load. Errors go out at once, after any info lines still waiting, so the order holds;
// lines still waiting when the process exits are written on the way out.
let pendingInfo = '';
let flushScheduled = false;

function flushInfo(): void {
  flushScheduled = false;
  if (pendingInfo === '') return;
  const lines = pendingInfo;
  pendingInfo = '';
  process.stdout.write(lines);
}

function flushInfoSync(): void {
  if (pendingInfo === '') return;
  const lines = pendingInfo;
  pendingInfo = '';
  try {
    writeSync(process.stdout.fd, lines);
  } catch {
    // stdout is gone (a closed pipe): nothing left to tell.
  }
}

process.once('exit', flushInfoSync);

export const consoleLogger: Logger = {
  info: (message) => {
    pendingInfo += `${message}\n`;
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flushInfo);
    }
  },
  error: (message, error) => {
    flushInfo();
    console.error(message, error);
  },
};
