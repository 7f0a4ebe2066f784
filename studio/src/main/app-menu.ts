import type { MenuItemConstructorOptions } from 'electron';

/** What the studio's own menu items do; the main process wires them to the services. */
export interface StudioMenuActions {
  syncNow(): void;
  addMediaFolder(): void;
  checkForUpdates(): void;
  openPreferences(): void;
  openLogsFolder(): void;
  /** Windows has no app menu with the system's About panel: Help → About says the same. */
  showAbout(): void;
}

export interface StudioMenuOptions {
  /** DevTools and reloading the page: an unpacked studio, or one started with the debug flag. */
  developer: boolean;
}

// The menus of each platform. macOS: the app menu first (About, Check for Updates…, Settings…
// on Cmd+, as every Mac app, Hide, Quit). Windows: File ends with Exit, Help has About and
// Check for Updates…. Sync Now takes Cmd/Ctrl+R: the page is never reloaded from the keyboard
// in a packaged studio (an unpacked one reloads on Cmd/Ctrl+Shift+R). Edit is needed
// everywhere, or copy and paste stop working in text fields.
export function appMenuTemplate(
  platform: NodeJS.Platform,
  actions: StudioMenuActions,
  options: StudioMenuOptions = { developer: false },
): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const checkForUpdates: MenuItemConstructorOptions = {
    label: 'Check for Updates…',
    click: () => actions.checkForUpdates(),
  };
  const appMenu: MenuItemConstructorOptions = {
    role: 'appMenu',
    submenu: [
      { role: 'about' },
      checkForUpdates,
      { type: 'separator' },
      { label: 'Settings…', accelerator: 'Cmd+,', click: () => actions.openPreferences() },
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  };
  const fileMenu: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      { label: 'Sync Now', accelerator: 'CmdOrCtrl+R', click: () => actions.syncNow() },
      { label: 'Add Media Folder…', click: () => actions.addMediaFolder() },
      ...(isMac
        ? []
        : [
            { type: 'separator' } as const,
            { label: 'Settings', click: () => actions.openPreferences() },
          ]),
      { type: 'separator' },
      isMac ? { role: 'close' } : { role: 'quit' },
    ],
  };
  const editMenu: MenuItemConstructorOptions = { role: 'editMenu' };
  const developerItems: MenuItemConstructorOptions[] = options.developer
    ? [
        { role: 'reload', accelerator: 'CmdOrCtrl+Shift+R' },
        { role: 'toggleDevTools' },
        { type: 'separator' },
      ]
    : [];
  const viewMenu: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      ...developerItems,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const windowMenu: MenuItemConstructorOptions = { role: 'windowMenu' };
  const helpMenu: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [
      { label: 'Open Logs Folder', click: () => actions.openLogsFolder() },
      ...(isMac
        ? []
        : [
            { type: 'separator' } as const,
            checkForUpdates,
            { label: 'About Kawaii Atelier Studio', click: () => actions.showAbout() },
          ]),
    ],
  };
  const menus = [fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
  return isMac ? [appMenu, ...menus] : menus;
}
