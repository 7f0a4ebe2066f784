import { describe, expect, it } from 'vitest';
import { DRESS_UP_SLOTS, randomizeOutfit } from '@kawaii/shared';
import { gamesHref, mulberry32, parseGamesParams } from './games-params.ts';

const parse = (query: string) => parseGamesParams(new URLSearchParams(query));

describe('games page URL', () => {
  it('reads the category, the open game and the seed', () => {
    expect(parse('category=creative&play=dress-up&seed=42')).toEqual({
      category: 'creative',
      play: 'dress-up',
      seed: 42,
    });
    expect(parse('category=arcade&seed=-1')).toEqual({ category: 'all', play: null, seed: null });
    expect(parse('seed=abc').seed).toBeNull();
  });

  it('writes only what is in use; a seed only goes with an open game', () => {
    expect(gamesHref({ category: 'all', play: null, seed: 5 })).toBe('/games');
    expect(gamesHref({ category: 'puzzle', play: null, seed: null })).toBe(
      '/games?category=puzzle',
    );
    expect(gamesHref({ category: 'all', play: 'dress-up', seed: 7 })).toBe(
      '/games?play=dress-up&seed=7',
    );
  });
});

describe('mulberry32', () => {
  it('gives the same numbers in [0, 1) for the same seed, and others for another seed', () => {
    const first = mulberry32(7);
    const again = mulberry32(7);
    const other = mulberry32(8);
    const a = Array.from({ length: 50 }, first);
    expect(Array.from({ length: 50 }, again)).toEqual(a);
    expect(Array.from({ length: 50 }, other)).not.toEqual(a);
    expect(a.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(a).size).toBe(50);
  });

  it('makes Randomize repeatable', () => {
    const counts = Object.fromEntries(DRESS_UP_SLOTS.map((slot) => [slot, 4])) as Record<
      (typeof DRESS_UP_SLOTS)[number],
      number
    >;
    expect(randomizeOutfit(counts, mulberry32(123))).toEqual(
      randomizeOutfit(counts, mulberry32(123)),
    );
  });
});
