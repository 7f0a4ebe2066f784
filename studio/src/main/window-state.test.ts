import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SIZE,
  readWindowState,
  windowPlacement,
  writeWindowState,
  type WindowState,
} from './window-state.ts';

const LAPTOP = { x: 0, y: 25, width: 1440, height: 875 };
const EXTERNAL = { x: 1440, y: 0, width: 2560, height: 1440 };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kawaii-window-state-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the window’s place', () => {
  it('is kept between starts, maximized included', () => {
    const file = join(dir, 'window-state.json');
    const state: WindowState = {
      bounds: { x: 40, y: 60, width: 1100, height: 700 },
      maximized: true,
    };
    writeWindowState(file, state);
    expect(readWindowState(file)).toEqual(state);
    expect(windowPlacement(readWindowState(file), [LAPTOP], LAPTOP)).toEqual({
      bounds: state.bounds,
      maximized: true,
    });
  });

  it('opens centred on the main screen the first time, or from an unreadable file', () => {
    const file = join(dir, 'window-state.json');
    expect(readWindowState(file)).toBeNull();
    writeFileSync(file, '{ not json');
    expect(readWindowState(file)).toBeNull();
    expect(windowPlacement(null, [LAPTOP], LAPTOP)).toEqual({
      bounds: { x: 80, y: 53, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height },
      maximized: false,
    });
  });

  it('is restored on a second screen while it is attached, and moved back when it is not', () => {
    const onExternal: WindowState = {
      bounds: { x: 2000, y: 100, width: 1800, height: 1200 },
      maximized: false,
    };
    expect(windowPlacement(onExternal, [LAPTOP, EXTERNAL], LAPTOP).bounds).toEqual(
      onExternal.bounds,
    );
    const alone = windowPlacement(onExternal, [LAPTOP], LAPTOP);
    expect(alone.bounds).toEqual({ x: 0, y: 25, width: 1440, height: 875 });
  });
});
