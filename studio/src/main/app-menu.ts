import type { MenuItemConstructorOptions } from 'electron';

// The minimal menu: on macOS the app menu comes first (About, Hide, Quit live there by
// convention); Edit is needed everywhere, or copy and paste stop working in text fields.
export function appMenuTemplate(platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const fileMenu: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [isMac ? { role: 'close' } : { role: 'quit' }],
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
