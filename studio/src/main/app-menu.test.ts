import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate, type StudioMenuActions } from './app-menu.ts';

const noActions: StudioMenuActions = {
  syncNow: () => {},
  addMediaFolder: () => {},
  checkForUpdates: () => {},
  openPreferences: () => {},
  openLogsFolder: () => {},
  showAbout: () => {},
};

type Item = MenuItemConstructorOptions;
const labelsOf = (platform: NodeJS.Platform) =>
  appMenuTemplate(platform, noActions).map((item) => item.label ?? item.role);
const submenu = (items: Item[], name: string) =>
  items.find((item) => item.label === name || item.role === name)?.submenu as Item[];
/** Every item of every menu, flattened. */
const allItems = (items: Item[]): Item[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? allItems(item.submenu) : [])]);
const accelerators = (items: Item[]) =>
  allItems(items)
    .map((item) => item.accelerator)
    .filter((accelerator) => accelerator !== undefined);

describe('appMenuTemplate', () => {
  it('puts the app menu first on macOS, with About, Check for Updates and Settings on Cmd+,', () => {
    expect(labelsOf('darwin')).toEqual([
      'appMenu',
      'File',
      'editMenu',
      'View',
      'windowMenu',
      'help',
    ]);
    const app = submenu(appMenuTemplate('darwin', noActions), 'appMenu');
    expect(app.map((item) => item.label ?? item.role ?? item.type)).toEqual(
      expect.arrayContaining(['about', 'Check for Updates…', 'Settings…', 'quit']),
    );
    expect(app.find((item) => item.label === 'Settings…')?.accelerator).toBe('Cmd+,');
    expect(submenu(appMenuTemplate('darwin', noActions), 'File').at(-1)).toEqual({ role: 'close' });
  });

  it('has no app menu on Windows: Exit in File, About and Check for Updates in Help', () => {
    const menus = appMenuTemplate('win32', noActions);
    expect(labelsOf('win32')).toEqual(['File', 'editMenu', 'View', 'windowMenu', 'help']);
    expect(submenu(menus, 'File').at(-1)).toEqual({ role: 'quit' });
    expect(
      submenu(menus, 'help')
        .map((item) => item.label)
        .filter(Boolean),
    ).toEqual(['Open Logs Folder', 'Check for Updates…', 'About Kawaii Atelier Studio']);
  });

  it('syncs on Cmd/Ctrl+R, and no other item takes an accelerator twice', () => {
    for (const platform of ['darwin', 'win32'] as const) {
      for (const developer of [false, true]) {
        const menus = appMenuTemplate(platform, noActions, { developer });
        expect(submenu(menus, 'File')[0]).toMatchObject({
          label: 'Sync Now',
          accelerator: 'CmdOrCtrl+R',
        });
        const taken = accelerators(menus);
        expect(new Set(taken).size).toBe(taken.length);
      }
    }
  });

  it('offers DevTools and reloading only to a developer (unpacked, or the debug flag)', () => {
    const roles = (developer: boolean) =>
      allItems(appMenuTemplate('win32', noActions, { developer })).map((item) => item.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).not.toContain('reload');
    expect(roles(true)).toEqual(expect.arrayContaining(['toggleDevTools', 'reload']));
  });

  it('runs each action from its item', () => {
    const actions = {
      syncNow: vi.fn(),
      addMediaFolder: vi.fn(),
      checkForUpdates: vi.fn(),
      openPreferences: vi.fn(),
      openLogsFolder: vi.fn(),
      showAbout: vi.fn(),
    };
    const items = allItems(appMenuTemplate('win32', actions));
    for (const label of [
      'Sync Now',
      'Add Media Folder…',
      'Check for Updates…',
      'Settings',
      'Open Logs Folder',
      'About Kawaii Atelier Studio',
    ]) {
      (items.find((item) => item.label === label)?.click as () => void)();
    }
    for (const action of Object.values(actions)) expect(action).toHaveBeenCalledOnce();
  });
});
