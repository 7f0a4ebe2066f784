import { join } from 'node:path';
import { app, BrowserWindow, shell } from 'electron';
import { versionArgument } from '../preload/launch-arguments.ts';
import { isSafeExternalUrl } from './external-links.ts';

// electron-vite sets this while `electron-vite dev` serves the renderer with hot reload.
const devServerUrl = process.env['ELECTRON_RENDERER_URL'];

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
  keepNavigationInside(window);

  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadFile(join(import.meta.dirname, '../renderer/index.html'));
  return window;
}

// New windows and page navigations never load remote content into the studio: safe links go
// to the default browser, everything else is dropped.
function keepNavigationInside(window: BrowserWindow): void {
  const { webContents } = window;
  webContents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  webContents.on('will-navigate', (event, url) => {
    event.preventDefault();
    openExternally(url);
  });
}

function openExternally(url: string): void {
  if (isSafeExternalUrl(url)) void shell.openExternal(url);
}
