import { describe, expect, it } from 'vitest';
import { appMenuTemplate } from './app-menu.ts';

const labelsOf = (platform: NodeJS.Platform) =>
  appMenuTemplate(platform).map((item) => item.label ?? item.role);

describe('appMenuTemplate', () => {
  it('puts the app menu first on macOS and closes windows from File', () => {
    expect(labelsOf('darwin')).toEqual(['appMenu', 'File', 'editMenu', 'View', 'windowMenu']);
    expect(appMenuTemplate('darwin')[1]?.submenu).toEqual([{ role: 'close' }]);
  });

  it('has no app menu on Windows and quits from File', () => {
    expect(labelsOf('win32')).toEqual(['File', 'editMenu', 'View', 'windowMenu']);
    expect(appMenuTemplate('win32')[0]?.submenu).toEqual([{ role: 'quit' }]);
  });
});
