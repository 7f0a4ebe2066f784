// A studio over a temporary data folder, as the main process would build it, with a stand-in
// for Electron's safeStorage and a fast retry pace.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SecretCipher } from '../session.ts';
import {
  createStudioServices,
  type StudioServiceOptions,
  type StudioServices,
} from '../studio-services.ts';

/** Reversible but not plain text, so a test can tell a sealed token from the token. */
export const testCipher: SecretCipher = {
  isAvailable: () => true,
  seal: (text) => Buffer.from(text, 'utf8').reverse(),
  open: (sealed) => Buffer.from(sealed).reverse().toString('utf8'),
};

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'kawaii-studio-data-'));
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

export function openStudio(
  dataDir: string,
  options: Partial<StudioServiceOptions> = {},
): StudioServices {
  return createStudioServices({
    dataDir,
    cipher: testCipher,
    // Long enough that a test decides when to sync; retries are tested on their own.
    retryDelayMs: () => 60_000,
    pushDelayMs: 60_000,
    ...options,
  });
}
