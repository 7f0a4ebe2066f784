// The visitor's background-music choice as stored: localStorage 'music', 'on' or 'off'. Apart
// from the store (store.ts), because every page reads it once it is interactive (a saved 'on'
// loads the music button at once), and the store loads with the button.

export const MUSIC_KEY = 'music';

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readMusicChoice(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(MUSIC_KEY) === 'on';
  } catch {
    return false;
  }
}

export function writeMusicChoice(storage: ChoiceStorage, enabled: boolean): void {
  try {
    storage.setItem(MUSIC_KEY, enabled ? 'on' : 'off');
  } catch {
    // Storage may be full or blocked; the choice then lasts for this page only.
  }
}
