// The games page's state lives in its URL: ?category= filters the list, ?play=<slug> opens a
// game, and ?seed=<n> makes the game's chance repeatable (same seed, same Randomize outfits).

import { GAME_CATEGORIES, type GameCategory } from '@kawaii/shared';

export type GameFilter = GameCategory | 'all';

export interface GamesParams {
  category: GameFilter;
  /** The slug of the open game, or null for the list. */
  play: string | null;
  seed: number | null;
}

export const GAME_FILTER_LABELS: Record<GameFilter, string> = {
  all: 'All Games',
  puzzle: 'Puzzle',
  creative: 'Creative',
  educational: 'Educational',
};

export const GAME_FILTERS: readonly GameFilter[] = ['all', ...GAME_CATEGORIES];

function isGameCategory(value: string | null): value is GameCategory {
  return (GAME_CATEGORIES as readonly (string | null)[]).includes(value);
}

export function parseGamesParams(search: URLSearchParams): GamesParams {
  const category = search.get('category');
  const seedText = search.get('seed');
  const seed = seedText !== null && /^\d{1,10}$/.test(seedText) ? Number(seedText) >>> 0 : null;
  return {
    category: isGameCategory(category) ? category : 'all',
    play: search.get('play')?.trim() || null,
    seed,
  };
}

/** '/games?category=creative&play=dress-up&seed=7', leaving out what is not in use. */
export function gamesHref({ category, play, seed }: GamesParams): string {
  const params = new URLSearchParams();
  if (category !== 'all') params.set('category', category);
  if (play) params.set('play', play);
  if (play && seed !== null) params.set('seed', String(seed));
  const query = params.toString();
  return query ? `/games?${query}` : '/games';
}

/**
 * mulberry32: a tiny seeded generator of numbers in [0, 1), plenty for a dress-up game's dice
 * and the same sequence for the same seed on every machine.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
