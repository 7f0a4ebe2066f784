// Whether the visitor asked for less motion, kept up to date when the setting changes while the
// page is open (the operating system's switch can be flipped at any time).

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const readPreference = () => window.matchMedia(QUERY).matches;

/** The server cannot know, so it assumes motion is fine; animations start only in the browser. */
const serverPreference = () => false;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, serverPreference);
}
