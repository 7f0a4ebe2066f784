// The one object the preload script puts on `window`. The renderer imports these types (never
// the preload code itself) and reaches the main process only through this bridge.
import type { MenuCommand } from '../bridge/ipc-channels.ts';
import type { StudioInvoke } from '../bridge/studio-operations.ts';

export interface StudioBridge {
  /** The studio's version, from its package.json. */
  version: string;
  /** Node's platform name of the machine the studio runs on: 'darwin', 'win32', 'linux'. */
  platform: string;
  /** Runs one operation of the studio's operation map in the main process. */
  invoke: StudioInvoke;
  /** Where a file dropped on the window is on disk ('' for one that is not a file on disk). */
  pathForFile(file: File): string;
  /** A menu command for the page (Settings…); returns the way to stop listening. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}

/** The key under which the bridge is exposed: `window.studio`. */
export const STUDIO_BRIDGE_KEY = 'studio';

declare global {
  interface Window {
    studio: StudioBridge;
  }
}
