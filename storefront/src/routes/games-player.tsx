// The open game, mounted from its own module. A seed in the URL gives it a repeatable source of
// chance; without one it plays with Math.random.

import { Suspense, useEffect, useMemo, useRef } from 'react';
import { lazyWithPreload } from '../ui/lazy-with-preload.tsx';
import { LoadingShell } from '../ui/LoadingShell.tsx';
import { mulberry32 } from './games-params.ts';

// The wardrobe and its drawings are the heaviest part of the site: loaded when a game opens
// (the games loader preloads it when the address names the game).
const DressUpGame = lazyWithPreload(() =>
  import('../games/dress-up/index.ts').then(({ DressUpGame }) => DressUpGame),
);

/** Loads the named game's module, so the page renders it at once; unknown names load nothing. */
export async function preloadGame(slug: string | null): Promise<void> {
  if (slug && PLAYABLE_GAMES.has(slug)) await DressUpGame.preload();
}

/** The games this page can open, by slug. */
export const PLAYABLE_GAMES = new Set(['dress-up']);

interface GamePlayerProps {
  slug: string;
  seed: number | null;
  /** Moves focus into the game: true when the visitor just opened it from the list. */
  focusOnOpen: boolean;
  onBack: () => void;
}

export function GamePlayer({ slug, seed, focusOnOpen, onBack }: GamePlayerProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const random = useMemo(() => (seed === null ? Math.random : mulberry32(seed)), [seed]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!focusOnOpen || !stage) return;
    // The browser's own scroll on focus puts the stage's top at the window's top, under the
    // sticky header, hiding the game's title and its Back button: scroll to just below it.
    stage.focus({ preventScroll: true });
    window.scrollTo({ top: scrollTopBelowHeader(stage) });
  }, [focusOnOpen]);

  if (!PLAYABLE_GAMES.has(slug)) return null;
  return (
    <div ref={stageRef} className="game-player" tabIndex={-1}>
      <Suspense fallback={<LoadingShell label="Opening the game..." />}>
        <DressUpGame onBack={onBack} random={random} />
      </Suspense>
    </div>
  );
}

/** The page scroll that shows the element's top just below the sticky header, with some air. */
function scrollTopBelowHeader(element: HTMLElement): number {
  const header = document.querySelector('.site-header');
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  const air = 16;
  return Math.max(0, window.scrollY + element.getBoundingClientRect().top - headerBottom - air);
}
