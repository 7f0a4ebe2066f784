// The header's background-music button (as every page serves it: MusicToggleSlot.tsx).

import { useEffect } from 'react';
import { preloadMusicPlayer, withMusicPlayer } from './player-loader.ts';
import { restoreMusicChoice, useMusic } from './store.ts';
import { MUSIC_TOGGLE_CLASS, useStartOnInteraction } from './use-start-on-interaction.ts';
import './MusicToggle.css';

export { preloadMusicPlayer };

function MusicNotesIcon() {
  return (
    <svg className="music-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8.4 6.6 19.6 4v3.2L8.4 9.8z" />
      <rect x="7.6" y="7.2" width="2" height="11" rx="1" />
      <rect x="18.6" y="4.6" width="2" height="11" rx="1" />
      <ellipse cx="6.4" cy="18.2" rx="3" ry="2.3" transform="rotate(-20 6.4 18.2)" />
      <ellipse cx="17.4" cy="15.6" rx="3" ry="2.3" transform="rotate(-20 17.4 15.6)" />
      <path className="music-toggle__mute-gap" d="M4 4 20 20" />
      <path className="music-toggle__mute" d="M4 4 20 20" />
    </svg>
  );
}

/**
 * Off until the visitor turns it on; the choice is remembered, and a remembered 'on' starts the
 * music at their first interaction with the page. The one player is shared, so it keeps playing
 * while pages change (and if this button is mounted twice).
 */
export function MusicToggle() {
  const enabled = useMusic((state) => state.enabled);
  const setEnabled = useMusic((state) => state.setEnabled);

  useEffect(() => restoreMusicChoice(), []);
  useStartOnInteraction(enabled);

  const toggle = () => {
    // The choice as it is now, not as last rendered: a press made before the button had loaded
    // is made again right after the saved choice is read.
    const wasOn = useMusic.getState().enabled;
    setEnabled(!wasOn);
    // Started inside the click itself, which is what lets the browser play sound.
    if (wasOn) withMusicPlayer((player) => player.stop());
    else withMusicPlayer((player) => player.start());
  };

  const label = enabled ? 'Pause background music' : 'Play background music';
  return (
    <button
      type="button"
      className={`round-button ${MUSIC_TOGGLE_CLASS}${enabled ? ` ${MUSIC_TOGGLE_CLASS}--on` : ''}`}
      aria-pressed={enabled}
      aria-label={label}
      title={label}
      onClick={toggle}
      onPointerEnter={() => void preloadMusicPlayer()}
      onFocus={() => void preloadMusicPlayer()}
    >
      <MusicNotesIcon />
    </button>
  );
}
