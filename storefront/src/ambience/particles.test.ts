import { describe, expect, it } from 'vitest';
import {
  FALLING_RULES,
  MAX_FALLING_PARTICLES,
  SPARKLE_RULES,
  createFallingParticle,
  createSparkle,
  fallingKindFor,
  nextSpawnDelayMs,
  spawnFallingBatch,
  type FallingKind,
  type RandomSource,
} from './particles.ts';

/** The extremes of Math.random plus a spread in between. */
const SAMPLES = [0, 0.25, 0.5, 0.75, 0.999_999];
const constant =
  (value: number): RandomSource =>
  () =>
    value;

/** A small deterministic generator, so a long run covers many combinations. */
function seeded(seed: number): RandomSource {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

describe('the particle ranges', () => {
  it('petals: 15-35 px, fall 10-18 s, removed after 18 s, in pairs every 1.2-2 s', () => {
    expect(FALLING_RULES.petal).toMatchObject({
      sizePx: { min: 15, max: 35 },
      fallSeconds: { min: 10, max: 18 },
      lifetimeMs: 18_000,
      spawnEveryMs: { min: 1_200, max: 2_000 },
      perSpawn: 2,
    });
  });

  it('snowflakes: 20-35 px, fall 8-15 s, removed after 15 s, one every 1-1.5 s', () => {
    expect(FALLING_RULES.snowflake).toMatchObject({
      sizePx: { min: 20, max: 35 },
      fallSeconds: { min: 8, max: 15 },
      lifetimeMs: 15_000,
      spawnEveryMs: { min: 1_000, max: 1_500 },
      perSpawn: 1,
    });
  });

  it('sparkles: one every 800 ms, each living 1.5 s', () => {
    expect(SPARKLE_RULES.everyMs).toBe(800);
    expect(SPARKLE_RULES.lifetimeMs).toBe(1_500);
  });

  it('a particle is gone before the next fall could end, so nothing is cut off mid-air', () => {
    for (const rules of Object.values(FALLING_RULES)) {
      expect(rules.lifetimeMs).toBeGreaterThanOrEqual(rules.fallSeconds.max * 1_000);
    }
  });
});

describe.each<FallingKind>(['petal', 'snowflake'])('%s values', (kind) => {
  const rules = FALLING_RULES[kind];

  it('spawn delays stay within the spawn interval', () => {
    for (const value of SAMPLES) {
      const delay = nextSpawnDelayMs(kind, constant(value));
      expect(delay).toBeGreaterThanOrEqual(rules.spawnEveryMs.min);
      expect(delay).toBeLessThanOrEqual(rules.spawnEveryMs.max);
    }
    expect(nextSpawnDelayMs(kind, constant(0))).toBe(rules.spawnEveryMs.min);
  });

  it('size, fall time, start position and sway stay within range for any random source', () => {
    const random = seeded(42);
    for (let id = 0; id < 500; id += 1) {
      const particle = createFallingParticle(kind, id, random);
      expect(particle.kind).toBe(kind);
      expect(particle.sizePx).toBeGreaterThanOrEqual(rules.sizePx.min);
      expect(particle.sizePx).toBeLessThanOrEqual(rules.sizePx.max);
      expect(particle.fallSeconds).toBeGreaterThanOrEqual(rules.fallSeconds.min);
      expect(particle.fallSeconds).toBeLessThanOrEqual(rules.fallSeconds.max);
      expect(particle.xPercent).toBeGreaterThanOrEqual(0);
      expect(particle.xPercent).toBeLessThan(100);
      expect(particle.swayPx).toBeGreaterThanOrEqual(rules.swayPx.min);
      expect(particle.swayPx).toBeLessThanOrEqual(rules.swayPx.max);
      expect([1, -1]).toContain(particle.spinDirection);
    }
  });

  it('reaches both ends of the ranges', () => {
    const smallest = createFallingParticle(kind, 1, constant(0));
    const largest = createFallingParticle(kind, 1, constant(0.999_999));
    expect(smallest.sizePx).toBe(rules.sizePx.min);
    expect(smallest.fallSeconds).toBe(rules.fallSeconds.min);
    expect(largest.sizePx).toBeCloseTo(rules.sizePx.max, 3);
    expect(largest.fallSeconds).toBeCloseTo(rules.fallSeconds.max, 3);
  });
});

describe('spawnFallingBatch', () => {
  it('spawns petals in pairs and snowflakes one at a time, with consecutive ids', () => {
    const petals = spawnFallingBatch('petal', 7, 0, seeded(1));
    expect(petals.map((particle) => particle.id)).toEqual([7, 8]);
    expect(spawnFallingBatch('snowflake', 3, 0, seeded(1)).map((p) => p.id)).toEqual([3]);
  });

  it('never lets the live count pass the ceiling', () => {
    expect(spawnFallingBatch('petal', 0, MAX_FALLING_PARTICLES - 1, seeded(1))).toHaveLength(1);
    expect(spawnFallingBatch('petal', 0, MAX_FALLING_PARTICLES, seeded(1))).toHaveLength(0);
    expect(spawnFallingBatch('snowflake', 0, MAX_FALLING_PARTICLES + 5, seeded(1))).toEqual([]);
  });

  it('the steady state of spawning and removal stays under the ceiling', () => {
    for (const rules of Object.values(FALLING_RULES)) {
      const mostAlive = Math.ceil(rules.lifetimeMs / rules.spawnEveryMs.min) * rules.perSpawn;
      expect(mostAlive).toBeLessThanOrEqual(MAX_FALLING_PARTICLES);
    }
  });
});

describe('createSparkle', () => {
  const viewport = { width: 390, height: 844 };

  it('lands inside the viewport at random spots', () => {
    const random = seeded(9);
    for (let id = 0; id < 1_000; id += 1) {
      const sparkle = createSparkle(id, viewport, null, random);
      expect(sparkle.sizePx).toBeGreaterThanOrEqual(SPARKLE_RULES.sizePx.min);
      expect(sparkle.sizePx).toBeLessThanOrEqual(SPARKLE_RULES.sizePx.max);
      expect(sparkle.x).toBeGreaterThanOrEqual(0);
      expect(sparkle.y).toBeGreaterThanOrEqual(0);
      expect(sparkle.x + sparkle.sizePx).toBeLessThanOrEqual(viewport.width);
      expect(sparkle.y + sparkle.sizePx).toBeLessThanOrEqual(viewport.height);
    }
  });

  it('appears around the pointer, and stays inside the viewport at its edges', () => {
    const random = seeded(5);
    const radius = SPARKLE_RULES.pointerRadiusPx;
    for (let id = 0; id < 500; id += 1) {
      const sparkle = createSparkle(id, viewport, { x: 200, y: 300 }, random);
      const centre = { x: sparkle.x + sparkle.sizePx / 2, y: sparkle.y + sparkle.sizePx / 2 };
      expect(Math.abs(centre.x - 200)).toBeLessThanOrEqual(radius);
      expect(Math.abs(centre.y - 300)).toBeLessThanOrEqual(radius);

      const cornered = createSparkle(id, viewport, { x: 389, y: 0 }, random);
      expect(cornered.y).toBeGreaterThanOrEqual(0);
      expect(cornered.x + cornered.sizePx).toBeLessThanOrEqual(viewport.width);
    }
  });
});

it('pink falls petals and blue falls snowflakes', () => {
  expect(fallingKindFor('pink')).toBe('petal');
  expect(fallingKindFor('blue')).toBe('snowflake');
});
