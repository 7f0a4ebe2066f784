// The release workflow's launch of each packaged app (`--smoke-test`): the studio opens its
// database, loads its window's page, and exits 0; anything that fails, or a page that never
// loads, exits 1 with the reason on stderr. It runs on a throwaway data folder.
import type { BrowserWindow } from 'electron';

const LOAD_TIMEOUT_MS = 60_000;

export function waitForPage(window: BrowserWindow): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The studio page did not load within a minute')),
      LOAD_TIMEOUT_MS,
    );
    window.webContents.once('did-finish-load', () => {
      clearTimeout(timer);
      resolve();
    });
    window.webContents.once('did-fail-load', (_event, code, description) => {
      clearTimeout(timer);
      reject(new Error(`The studio page failed to load (${code} ${description})`));
    });
    window.webContents.once('render-process-gone', (_event, details) => {
      clearTimeout(timer);
      reject(new Error(`The studio page crashed (${details.reason})`));
    });
  });
}
