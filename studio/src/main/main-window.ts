import { join } from 'node:path';
import { app, BrowserWindow, shell } from 'electron';
import { versionArgument } from '../preload/launch-arguments.ts';
import { isSafeExternalUrl } from './external-links.ts';
import { APP_ORIGIN, shopUrlFor } from './studio-origin.ts';

// electron-vite sets this while `electron-vite dev` serves the renderer with hot reload.
const devServerUrl = process.env['ELECTRON_RENDERER_URL'];

/** The studio's own page: the built renderer, or the dev server while developing. */
export function isStudioPage(url: string): boolean {
  return (
    url.startsWith(`${APP_ORIGIN}/`) || (devServerUrl !== undefined && url.startsWith(devServerUrl))
  );
}

export function createMainWindow(serverUrl: () => string | null): BrowserWindow {
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
  keepNavigationInside(window, serverUrl);

  void window.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  return window;
}

// New windows and page navigations never load remote content into the studio: safe links go
// to the default browser (a studio page's link, like 'View', to the same page of the shop),
// everything else is dropped.
function keepNavigationInside(window: BrowserWindow, serverUrl: () => string | null): void {
  const { webContents } = window;
  const openExternally = (url: string) => {
    const target = shopUrlFor(url, serverUrl());
    if (isSafeExternalUrl(target)) void shell.openExternal(target);
  };
  webContents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  webContents.on('will-navigate', (event, url) => {
    event.preventDefault();
    openExternally(url);
  });
}
