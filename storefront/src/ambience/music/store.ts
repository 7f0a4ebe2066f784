// The visitor's background-music choice: off until they turn it on, remembered in localStorage
// 'music' ('on' or 'off') across pages and reloads. The store starts off on the server and on
// the first client render, so hydration matches; restoreMusicChoice() reads the saved choice.

import { create } from 'zustand';
import { readMusicChoice, writeMusicChoice } from './choice.ts';

export interface MusicState {
  enabled: boolean;
  setEnabled(enabled: boolean): void;
}

export const useMusic = create<MusicState>()((set) => ({
  enabled: false,
  setEnabled(enabled) {
    writeMusicChoice(localStorage, enabled);
    set({ enabled });
  },
}));

export function restoreMusicChoice(storage: Pick<Storage, 'getItem'> = localStorage): void {
  useMusic.setState({ enabled: readMusicChoice(storage) });
}
