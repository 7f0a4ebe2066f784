import { join } from 'node:path';
import { app, BrowserWindow } from 'electron';
import { versionArgument } from '../preload/launch-arguments.ts';
import { devServerUrlFor } from './launch-options.ts';
import { APP_ORIGIN } from './studio-origin.ts';

// electron-vite sets ELECTRON_RENDERER_URL while `electron-vite dev` serves the renderer with
// hot reload; an installed studio ignores it.
const devServerUrl = devServerUrlFor(app.isPackaged, process.env);

/** The studio's own page: the built renderer, or the dev server while developing. */
export function isStudioPage(url: string): boolean {
  return (
    url.startsWith(`${APP_ORIGIN}/`) || (devServerUrl !== undefined && url.startsWith(devServerUrl))
  );
}

/** The window; navigation and new windows are guarded app-wide (app-guards.ts). */
export function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    title: 'Kawaii Atelier Studio',
    backgroundColor: '#fff5f9',
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      additionalArguments: [versionArgument(app.getVersion())],
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });

  window.once('ready-to-show', () => window.show());
  void window.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  return window;
}
