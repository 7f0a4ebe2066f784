// The header's music button as the server rendered it (KeptPart): the button's component,
// its icon and the music's store load as the button is approached or pressed, or at once when the
// saved choice is 'on' (the button then shows it, and the visitor's first gesture starts the
// music). Its styles stay with every page, which shows the served button at once.

import { KeptPart } from '../../ui/KeptPart.tsx';
import { readMusicChoice } from './choice.ts';
import './MusicToggle.css';

// Server only, and imported so that the browser's bundle leaves it out of the first load.
const MusicToggleAsServed = import.meta.env.SSR
  ? (await import('./MusicToggle.tsx')).MusicToggle
  : null;

// The synthesizer comes too, as the toggle itself fetches it when approached.
const loadToggle = () =>
  import('./MusicToggle.tsx').then((module) => {
    void module.preloadMusicPlayer();
    return module.MusicToggle;
  });

export function MusicToggleSlot() {
  return (
    <KeptPart
      className="music-toggle-slot"
      served={MusicToggleAsServed}
      load={loadToggle}
      wanted={() => readMusicChoice(localStorage)}
      once
      placeholder={<span className="round-button" aria-hidden="true" />}
    />
  );
}
