// The window opens where she left it: its size, place and whether it was maximized, kept in
// window-state.json in the app's data folder. A place on a screen that is no longer attached (the
// laptop without its external display) is not restored: the window then opens centred on the
// main screen, in the size she left it (as much of it as fits).
import { readFileSync, writeFileSync } from 'node:fs';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rectangle;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 820 };
export const MIN_SIZE = { width: 900, height: 600 };
/** How much of the title bar must be on a screen for the saved place to be used. */
const VISIBLE_PX = 80;

function isRectangle(value: unknown): value is Rectangle {
  if (typeof value !== 'object' || value === null) return false;
  const rect = value as Record<string, unknown>;
  return ['x', 'y', 'width', 'height'].every((key) => Number.isFinite(rect[key]));
}

/** The saved state, or null for none (first start, or a file the studio cannot read). */
export function readWindowState(file: string): WindowState | null {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (!isRectangle(saved['bounds'])) return null;
    return { bounds: saved['bounds'], maximized: saved['maximized'] === true };
  } catch {
    return null;
  }
}

export function writeWindowState(file: string, state: WindowState): void {
  try {
    writeFileSync(file, JSON.stringify(state));
  } catch {
    // The next start opens in the default place: nothing worth an error for.
  }
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * Where the window opens: the saved bounds when their top strip is on one of the screens' work
 * areas, otherwise the saved (or default) size, fitted to the main screen and centred on it.
 */
export function windowPlacement(
  saved: WindowState | null,
  workAreas: readonly Rectangle[],
  primary: Rectangle,
): { bounds: Partial<Rectangle> & { width: number; height: number }; maximized: boolean } {
  const size = saved?.bounds ?? DEFAULT_SIZE;
  const width = Math.max(MIN_SIZE.width, Math.min(Math.round(size.width), primary.width));
  const height = Math.max(MIN_SIZE.height, Math.min(Math.round(size.height), primary.height));
  if (saved) {
    const titleBar = { ...saved.bounds, height: Math.min(saved.bounds.height, 40) };
    const onScreen = workAreas.some((area) => {
      const shared = overlap(titleBar, area);
      return shared.width >= Math.min(VISIBLE_PX, saved.bounds.width) && shared.height > 0;
    });
    if (onScreen) {
      return {
        bounds: {
          x: saved.bounds.x,
          y: saved.bounds.y,
          width: saved.bounds.width,
          height: saved.bounds.height,
        },
        maximized: saved.maximized,
      };
    }
  }
  return {
    bounds: {
      x: Math.round(primary.x + (primary.width - width) / 2),
      y: Math.round(primary.y + (primary.height - height) / 2),
      width,
      height,
    },
    maximized: saved?.maximized ?? false,
  };
}
