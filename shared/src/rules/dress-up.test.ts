import { describe, expect, it } from 'vitest';
import {
  DRESS_UP_GROUPS,
  DRESS_UP_SLOTS,
  chooseOption,
  randomizeOutfit,
  resetOutfit,
  type DressUpSlot,
} from './dress-up.ts';

/** A deterministic stand-in for Math.random that replays the given values. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length]!;
}

const threeOfEach = Object.fromEntries(DRESS_UP_SLOTS.map((slot) => [slot, 3])) as Record<
  DressUpSlot,
  number
>;

describe('DRESS_UP_GROUPS', () => {
  it('has the seven accordion groups in order', () => {
    expect(DRESS_UP_GROUPS.map((group) => group.label)).toEqual([
      'Hair',
      'Shirt & Skirt',
      'Dress',
      'Footwear',
      'Leg Accessories',
      'Makeup',
      'Accessories',
    ]);
  });

  it('puts every slot in exactly one group', () => {
    const grouped = DRESS_UP_GROUPS.flatMap((group) => group.slots);
    expect([...grouped].sort()).toEqual([...DRESS_UP_SLOTS].sort());
  });
});

describe('chooseOption', () => {
  it('wears the chosen option', () => {
    expect(chooseOption({}, 'wig', 2)).toEqual({ wig: 2 });
    expect(chooseOption({ wig: 2 }, 'wig', 3)).toEqual({ wig: 3 });
  });

  it('takes off the option already worn', () => {
    expect(chooseOption({ wig: 2, bow: 1 }, 'wig', 2)).toEqual({ bow: 1 });
  });

  it('does not change the given outfit', () => {
    const outfit = { wig: 2 };
    chooseOption(outfit, 'wig', 2);
    expect(outfit).toEqual({ wig: 2 });
  });
});

describe('resetOutfit', () => {
  it('clears every slot', () => {
    expect(resetOutfit()).toEqual({});
  });
});

describe('randomizeOutfit', () => {
  it('fills a slot when the roll is under 70% and picks an option from the next roll', () => {
    // Every slot: a fill roll of 0.5 (filled), then 0.99 for the option (the last one).
    const outfit = randomizeOutfit(threeOfEach, sequence(0.5, 0.99));
    expect(Object.keys(outfit)).toEqual([...DRESS_UP_SLOTS]);
    expect(Object.values(outfit)).toEqual(DRESS_UP_SLOTS.map(() => 3));
  });

  it('leaves a slot empty when the roll is 70% or more', () => {
    expect(randomizeOutfit(threeOfEach, sequence(0.7))).toEqual({});
  });

  it('gives options from 1 and skips slots without options', () => {
    const counts = { ...threeOfEach, wig: 0 };
    const outfit = randomizeOutfit(counts, sequence(0, 0));
    expect(outfit.wig).toBeUndefined();
    expect(outfit.shirt).toBe(1);
  });
});
