// The open game, mounted from its own module. A seed in the URL gives it a repeatable source of
// chance; without one it plays with Math.random.

import { Suspense, useEffect, useMemo, useRef } from 'react';
import { lazyWithPreload } from '../components/lazy-with-preload.tsx';
import { LoadingShell } from '../components/LoadingShell.tsx';
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
    if (focusOnOpen) stageRef.current?.focus();
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
