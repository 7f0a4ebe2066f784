import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate } from './app-menu.ts';

const noActions = { syncNow: () => {}, addMediaFolder: () => {} };

const labelsOf = (platform: NodeJS.Platform) =>
  appMenuTemplate(platform, noActions).map((item) => item.label ?? item.role);

const fileItems = (platform: NodeJS.Platform) => {
  const file = appMenuTemplate(platform, noActions).find((item) => item.label === 'File');
  return file?.submenu as MenuItemConstructorOptions[];
};

describe('appMenuTemplate', () => {
  it('puts the app menu first on macOS and closes windows from File', () => {
    expect(labelsOf('darwin')).toEqual(['appMenu', 'File', 'editMenu', 'View', 'windowMenu']);
    expect(fileItems('darwin').at(-1)).toEqual({ role: 'close' });
  });

  it('has no app menu on Windows and quits from File', () => {
    expect(labelsOf('win32')).toEqual(['File', 'editMenu', 'View', 'windowMenu']);
    expect(fileItems('win32').at(-1)).toEqual({ role: 'quit' });
  });

  it('syncs and adds media folders from File', () => {
    const actions = { syncNow: vi.fn(), addMediaFolder: vi.fn() };
    const file = appMenuTemplate('win32', actions)[0]?.submenu as MenuItemConstructorOptions[];
    const click = (label: string) =>
      (file.find((item) => item.label === label)?.click as () => void)();
    click('Sync Now');
    click('Add Media Folder…');
    expect(actions.syncNow).toHaveBeenCalledOnce();
    expect(actions.addMediaFolder).toHaveBeenCalledOnce();
  });
});
