import { join } from 'node:path';
import { app, BrowserWindow, screen } from 'electron';
import { versionArgument } from '../preload/launch-arguments.ts';
import { devServerUrlFor } from './launch-options.ts';
import { APP_ORIGIN } from './studio-origin.ts';
import {
  MIN_SIZE,
  readWindowState,
  windowPlacement,
  writeWindowState,
  type WindowState,
} from './window-state.ts';

// electron-vite sets ELECTRON_RENDERER_URL while `electron-vite dev` serves the renderer with
// hot reload; an installed studio ignores it.
const devServerUrl = devServerUrlFor(app.isPackaged, process.env);
const PAGE = devServerUrl ?? `${APP_ORIGIN}/index.html`;

/** The studio's own page: the built renderer, or the dev server while developing. */
export function isStudioPage(url: string): boolean {
  return (
    url.startsWith(`${APP_ORIGIN}/`) || (devServerUrl !== undefined && url.startsWith(devServerUrl))
  );
}

export interface MainWindowOptions {
  /** Where its size, place and maximized state are kept between starts. */
  stateFile: string;
  /** DevTools can be opened: an unpacked studio, or one started with the debug flag. */
  devTools: boolean;
  /** The page crashed: the window shows the "Reload" screen instead of staying blank. */
  onCrash(reason: string): void;
}

/** The page after a crash: the studio's own screen with a "Reload" button. */
export function crashPageUrl(reason: string): string {
  const url = new URL(PAGE);
  url.searchParams.set('crashed', reason);
  return url.toString();
}

/** The window; navigation and new windows are guarded app-wide (app-guards.ts). */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const display = screen.getPrimaryDisplay();
  const placement = windowPlacement(
    readWindowState(options.stateFile),
    screen.getAllDisplays().map((each) => each.workArea),
    display.workArea,
  );
  const window = new BrowserWindow({
    ...placement.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
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
      devTools: options.devTools,
    },
  });
  if (placement.maximized) window.maximize();

  // Kept when it closes, as it was last shown un-maximized (getNormalBounds).
  const save = () => {
    const state: WindowState = {
      bounds: window.getNormalBounds(),
      maximized: window.isMaximized(),
    };
    writeWindowState(options.stateFile, state);
  };
  window.on('close', save);

  window.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit' || window.isDestroyed()) return;
    options.onCrash(details.reason);
    void window.loadURL(crashPageUrl(details.reason));
  });

  window.once('ready-to-show', () => window.show());
  void window.loadURL(PAGE);
  return window;
}
