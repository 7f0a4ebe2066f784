import { describe, expect, it } from 'vitest';
import { DRESS_UP_SLOTS } from '@kawaii/shared';
import { OPTION_COUNTS, OPTION_NAMES, SLOT_LABELS } from './catalogue.ts';
import { WARDROBE } from './wardrobe/index.ts';

describe('the wardrobe catalogue', () => {
  it('offers at least three options in every slot', () => {
    for (const slot of DRESS_UP_SLOTS) expect(OPTION_COUNTS[slot]).toBeGreaterThanOrEqual(3);
  });

  it('offers at least five wigs and five dresses', () => {
    expect(OPTION_COUNTS.wig).toBeGreaterThanOrEqual(5);
    expect(OPTION_COUNTS.dress).toBeGreaterThanOrEqual(5);
  });

  it('counts the named options of each slot', () => {
    expect(OPTION_COUNTS).toEqual({
      shirt: 4,
      skirt: 4,
      dress: 6,
      shoes: 4,
      thighhighs: 4,
      wig: 6,
      extension: 4,
      makeup: 4,
      bow: 4,
      legAccessory: 4,
      headwear: 5,
      handAccessory: 4,
    });
  });

  it('has a drawing for every named option and a label for every slot', () => {
    for (const slot of DRESS_UP_SLOTS) {
      expect(WARDROBE[slot]).toHaveLength(OPTION_NAMES[slot].length);
      expect(SLOT_LABELS[slot]).not.toBe('');
    }
  });

  it('names options uniquely within a slot', () => {
    for (const slot of DRESS_UP_SLOTS) {
      expect(new Set(OPTION_NAMES[slot]).size).toBe(OPTION_NAMES[slot].length);
    }
  });
});
