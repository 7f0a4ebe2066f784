// After a reload with the music left on, the browser will not play until the visitor interacts
// with the page, so the player is started from inside their first gesture.

import { useEffect } from 'react';
import { preloadMusicPlayer, withMusicPlayer } from './player-loader.ts';

/** The events that count as a gesture that allows audio (Escape is the one key that does not). */
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

export const MUSIC_TOGGLE_CLASS = 'music-toggle';

function startFromGesture(event: Event): void {
  if (event instanceof KeyboardEvent && event.key === 'Escape') return;
  // A press on the toggle itself is handled by its click, which decides on or off.
  if (event.target instanceof Element && event.target.closest(`.${MUSIC_TOGGLE_CLASS}`)) return;
  withMusicPlayer((player) => player.start());
}

export function useStartOnInteraction(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    void preloadMusicPlayer();
    // Left in place while the music is on: each further gesture only wakes a suspended clock.
    for (const type of GESTURES) {
      window.addEventListener(type, startFromGesture, { capture: true, passive: true });
    }
    return () => {
      for (const type of GESTURES) {
        window.removeEventListener(type, startFromGesture, { capture: true });
      }
    };
  }, [enabled]);
}
