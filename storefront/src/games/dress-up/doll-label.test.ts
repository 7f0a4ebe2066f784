import { describe, expect, it } from 'vitest';
import { dollLabel } from './doll-label.ts';

describe('dollLabel', () => {
  it('lists what the doll wears from head to toe', () => {
    expect(dollLabel({ shoes: 1, dress: 4, wig: 2 })).toBe('Doll wearing wig 2, dress 4, shoes 1');
  });

  it('names every slot in words', () => {
    expect(
      dollLabel({
        handAccessory: 1,
        legAccessory: 2,
        thighhighs: 3,
        extension: 4,
        headwear: 5,
        bow: 1,
        makeup: 2,
        shirt: 3,
        skirt: 4,
      }),
    ).toBe(
      'Doll wearing hair extension 4, headwear 5, bow 1, makeup 2, shirt 3, skirt 4, hand accessory 1, thigh-highs 3, leg accessory 2',
    );
  });

  it('leaves out the shirt and skirt hidden under a dress', () => {
    expect(dollLabel({ shirt: 1, skirt: 2, dress: 3 })).toBe('Doll wearing dress 3');
  });

  it('says when nothing is worn', () => {
    expect(dollLabel({})).toBe('Doll wearing nothing yet');
  });
});
