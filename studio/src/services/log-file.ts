// The studio's log: one text file in the app's data folder (logs/studio.log), a line per event,
// for the main process, the window's errors, the sync and the updater. When it passes
// MAX_LOG_BYTES it becomes studio.1.log (the older ones move up) and a new one starts; KEPT_LOGS
// files are kept in all. Writing never throws: a full or read-only disk must not stop the studio.
import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const MAX_LOG_BYTES = 1024 * 1024;
export const KEPT_LOGS = 3;
export const LOG_FILE = 'studio.log';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface StudioLogger {
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
  /** The same log, each line marked with where it comes from ('sync', 'updater', 'window'). */
  child(source: string): StudioLogger;
}

export interface LogFileOptions {
  maxBytes?: number;
  keep?: number;
  now?: () => Date;
  /** Also printed here (the console while developing). */
  echo?: (line: string) => void;
}

function describe(details: unknown): string {
  if (details === undefined) return '';
  if (details instanceof Error) return `: ${details.stack ?? details.message}`;
  if (typeof details === 'string') return `: ${details}`;
  try {
    return `: ${JSON.stringify(details)}`;
  } catch {
    return `: ${String(details)}`;
  }
}

export function createLogFile(dir: string, options: LogFileOptions = {}): StudioLogger {
  const maxBytes = options.maxBytes ?? MAX_LOG_BYTES;
  const keep = Math.max(1, options.keep ?? KEPT_LOGS);
  const now = options.now ?? (() => new Date());
  const file = join(dir, LOG_FILE);
  const numbered = (index: number) => join(dir, `studio.${index}.log`);

  function rotate(): void {
    rmSync(numbered(keep - 1), { force: true });
    for (let index = keep - 2; index >= 1; index -= 1) {
      try {
        renameSync(numbered(index), numbered(index + 1));
      } catch {
        // not there yet
      }
    }
    if (keep > 1) renameSync(file, numbered(1));
    else rmSync(file, { force: true });
  }

  function write(level: LogLevel, source: string | null, message: string, details: unknown) {
    const where = source === null ? '' : ` [${source}]`;
    const line = `${now().toISOString()} ${level.toUpperCase()}${where} ${message}${describe(details)}\n`;
    options.echo?.(line.trimEnd());
    try {
      mkdirSync(dir, { recursive: true });
      let size = 0;
      try {
        size = statSync(file).size;
      } catch {
        size = 0;
      }
      if (size > 0 && size + Buffer.byteLength(line) > maxBytes) rotate();
      appendFileSync(file, line);
    } catch {
      // A log that cannot be written is not worth stopping the studio for.
    }
  }

  function loggerFor(source: string | null): StudioLogger {
    return {
      debug: (message, details) => write('debug', source, message, details),
      info: (message, details) => write('info', source, message, details),
      warn: (message, details) => write('warn', source, message, details),
      error: (message, details) => write('error', source, message, details),
      child: (name) => loggerFor(source === null ? name : `${source}/${name}`),
    };
  }
  return loggerFor(null);
}

/** A logger that writes nowhere (tests, and services built without one). */
export const silentLogger: StudioLogger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  child: () => silentLogger,
};
