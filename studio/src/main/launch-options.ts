// How this run of the studio was started, read from plain values so it can be tested without
// Electron: the release workflow's smoke launch, and the dev server (honoured only unpacked, so
// an environment variable can never point an installed studio at another page).

export const SMOKE_TEST_FLAG = '--smoke-test';

/** `--smoke-test`: open the database, load the window, exit 0 (or 1 on any failure). */
export function isSmokeTest(argv: readonly string[]): boolean {
  return argv.includes(SMOKE_TEST_FLAG);
}

export const DEBUG_FLAG = '--debug';

/**
 * `--debug` or KAWAII_STUDIO_DEBUG=1: an installed studio that opens DevTools and reloads its
 * page from the View menu, to look into a problem. Without it, a packaged studio has neither.
 */
export function isDebugRun(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  return argv.includes(DEBUG_FLAG) || env['KAWAII_STUDIO_DEBUG'] === '1';
}

/** The renderer's dev server (electron-vite dev), for an unpacked studio only. */
export function devServerUrlFor(
  isPackaged: boolean,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  if (isPackaged) return undefined;
  const url = env['ELECTRON_RENDERER_URL'];
  if (url === undefined) return undefined;
  const parsed = URL.parse(url);
  const local = parsed !== null && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  return local && parsed.protocol === 'http:' ? url : undefined;
}
