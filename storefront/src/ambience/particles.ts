// The numbers behind the theme animation layer and the pure choices made
// from them: when the next particle comes, how big it is, how long it falls, where it starts.
// Everything takes a random source, so the ranges can be checked without a browser.

import type { Theme } from '../stores/theme.ts';

/** Like Math.random: a number in [0, 1). */
export type RandomSource = () => number;

export interface Range {
  min: number;
  max: number;
}

export type FallingKind = 'petal' | 'snowflake';

export interface FallingRules {
  sizePx: Range;
  fallSeconds: Range;
  /** A particle leaves the page this long after it appeared, whatever its fall time. */
  lifetimeMs: number;
  spawnEveryMs: Range;
  perSpawn: number;
  /** How far a particle drifts sideways and back while it falls. */
  swayPx: Range;
  swaySeconds: Range;
}

export const FALLING_RULES: Record<FallingKind, FallingRules> = {
  petal: {
    sizePx: { min: 15, max: 35 },
    fallSeconds: { min: 10, max: 18 },
    lifetimeMs: 18_000,
    spawnEveryMs: { min: 1_200, max: 2_000 },
    perSpawn: 2,
    swayPx: { min: 25, max: 70 },
    swaySeconds: { min: 2.5, max: 4.5 },
  },
  snowflake: {
    sizePx: { min: 20, max: 35 },
    fallSeconds: { min: 8, max: 15 },
    lifetimeMs: 15_000,
    spawnEveryMs: { min: 1_000, max: 1_500 },
    perSpawn: 1,
    swayPx: { min: 10, max: 35 },
    swaySeconds: { min: 3, max: 5 },
  },
};

export const SPARKLE_RULES = {
  everyMs: 800,
  lifetimeMs: 1_500,
  sizePx: { min: 12, max: 22 },
  /** A sparkle appears this close to the pointer while the pointer has moved recently. */
  pointerRadiusPx: 36,
  pointerFreshMs: 2_000,
} as const;

/** A ceiling on live falling particles, above what the spawn rates reach, in case timers bunch. */
export const MAX_FALLING_PARTICLES = 40;

export function fallingKindFor(theme: Theme): FallingKind {
  return theme === 'blue' ? 'snowflake' : 'petal';
}

function between(random: RandomSource, range: Range): number {
  return range.min + random() * (range.max - range.min);
}

export function nextSpawnDelayMs(kind: FallingKind, random: RandomSource): number {
  return between(random, FALLING_RULES[kind].spawnEveryMs);
}

export interface FallingParticle {
  id: number;
  kind: FallingKind;
  sizePx: number;
  fallSeconds: number;
  /** Where it starts across the viewport, 0-100 (percent of the width). */
  xPercent: number;
  swayPx: number;
  swaySeconds: number;
  /** +1 spins clockwise, -1 the other way. */
  spinDirection: 1 | -1;
}

export function createFallingParticle(
  kind: FallingKind,
  id: number,
  random: RandomSource,
): FallingParticle {
  const rules = FALLING_RULES[kind];
  return {
    id,
    kind,
    sizePx: between(random, rules.sizePx),
    fallSeconds: between(random, rules.fallSeconds),
    xPercent: random() * 100,
    swayPx: between(random, rules.swayPx),
    swaySeconds: between(random, rules.swaySeconds),
    spinDirection: random() < 0.5 ? -1 : 1,
  };
}

/** The particles of one spawn (a pair of petals, one flake), never exceeding the ceiling. */
export function spawnFallingBatch(
  kind: FallingKind,
  firstId: number,
  liveCount: number,
  random: RandomSource,
): FallingParticle[] {
  const room = Math.max(0, MAX_FALLING_PARTICLES - liveCount);
  const count = Math.min(FALLING_RULES[kind].perSpawn, room);
  return Array.from({ length: count }, (_, index) =>
    createFallingParticle(kind, firstId + index, random),
  );
}

export interface Point {
  x: number;
  y: number;
}

export interface Sparkle extends Point {
  id: number;
  sizePx: number;
}

/**
 * Near the pointer when it is known (the sparkles follow the visitor around), otherwise at a
 * random spot; always fully inside the viewport.
 */
export function createSparkle(
  id: number,
  viewport: { width: number; height: number },
  pointer: Point | null,
  random: RandomSource,
): Sparkle {
  const sizePx = between(random, SPARKLE_RULES.sizePx);
  const spread = SPARKLE_RULES.pointerRadiusPx;
  const aim = pointer
    ? { x: pointer.x + (random() * 2 - 1) * spread, y: pointer.y + (random() * 2 - 1) * spread }
    : { x: random() * viewport.width, y: random() * viewport.height };
  const clamp = (value: number, size: number) => Math.max(0, Math.min(value, size - sizePx));
  return {
    id,
    sizePx,
    x: clamp(aim.x - sizePx / 2, viewport.width),
    y: clamp(aim.y - sizePx / 2, viewport.height),
  };
}
