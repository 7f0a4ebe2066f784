// The open game, mounted from its own module. A seed in the URL gives it a repeatable source of
// chance; without one it plays with Math.random.

import { useEffect, useMemo, useRef } from 'react';
import { DressUpGame } from '../games/dress-up/index.ts';
import { mulberry32 } from './games-params.ts';

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
      <DressUpGame onBack={onBack} random={random} />
    </div>
  );
}
