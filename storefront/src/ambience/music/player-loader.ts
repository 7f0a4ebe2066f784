// The synthesizer (instruments, score, scheduler) is its own chunk: most visitors never play the
// music. It is fetched when the toggle is approached or the saved choice is 'on', so that by the
// click or gesture that starts the sound it is usually there and starts inside that gesture.

import type { MusicPlayer } from './player.ts';

let player: MusicPlayer | null = null;
let loading: Promise<MusicPlayer> | null = null;

export function preloadMusicPlayer(): Promise<MusicPlayer> {
  loading ??= import('./player.ts').then(({ backgroundMusic }) => (player = backgroundMusic()));
  return loading;
}

/** Runs `act` with the page's one player: at once when loaded, else as soon as it is. */
export function withMusicPlayer(act: (player: MusicPlayer) => void): void {
  if (player) act(player);
  else void preloadMusicPlayer().then(act);
}
