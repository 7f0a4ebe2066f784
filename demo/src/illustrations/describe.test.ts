import { describe, expect, it } from 'vitest';
import { describeIllustration } from './describe.ts';
import { ILLUSTRATION_STYLES, MOTIFS, PALETTES } from './types.ts';

describe('describeIllustration', () => {
  it('says what is drawn, in which medium and colours', () => {
    expect(describeIllustration({ motif: 'bunny-doll', palette: 'pink', style: 'painting' })).toBe(
      'Watercolour painting of a bunny doll with long floppy ears in pink tones',
    );
    expect(describeIllustration({ motif: 'tote-bag', palette: 'mint', style: 'product' })).toBe(
      'Shop photo of a canvas tote bag with a printed design in mint green tones',
    );
  });

  it('gives every motif, palette and style its own words', () => {
    const texts = new Set(
      MOTIFS.flatMap((motif) =>
        PALETTES.flatMap((palette) =>
          ILLUSTRATION_STYLES.map((style) => describeIllustration({ motif, palette, style })),
        ),
      ),
    );
    expect(texts.size).toBe(MOTIFS.length * PALETTES.length * ILLUSTRATION_STYLES.length);
    for (const text of texts) expect(text).not.toMatch(/undefined/);
  });
});
