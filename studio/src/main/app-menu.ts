import type { MenuItemConstructorOptions } from 'electron';

/** What the studio's own menu items do; the main process wires them to the services. */
export interface StudioMenuActions {
  syncNow(): void;
  addMediaFolder(): void;
}

// The minimal menu: on macOS the app menu comes first (About, Hide, Quit live there by
// convention); Edit is needed everywhere, or copy and paste stop working in text fields.
export function appMenuTemplate(
  platform: NodeJS.Platform,
  actions: StudioMenuActions,
): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const fileMenu: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      { label: 'Sync Now', accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.syncNow() },
      { label: 'Add Media Folder…', click: () => actions.addMediaFolder() },
      { type: 'separator' },
      isMac ? { role: 'close' } : { role: 'quit' },
    ],
  };
  const editMenu: MenuItemConstructorOptions = { role: 'editMenu' };
  const viewMenu: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { role: 'reload' },
      { role: 'toggleDevTools' },
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const windowMenu: MenuItemConstructorOptions = { role: 'windowMenu' };
  const menus = [fileMenu, editMenu, viewMenu, windowMenu];
  return isMac ? [{ role: 'appMenu' }, ...menus] : menus;
}
