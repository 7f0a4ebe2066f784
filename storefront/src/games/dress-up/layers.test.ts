import { describe, expect, it } from 'vitest';
import type { Outfit } from '@kawaii/shared';
import { dollLayers, slotParts, type DollLayer } from './layers.ts';

/** A compact picture of the stack: 'body', 'head', or 'slot:part'. */
function stack(outfit: Outfit): string[] {
  return dollLayers(outfit).map((layer: DollLayer) =>
    layer.kind === 'base' ? layer.part : `${layer.slot}:${layer.part}`,
  );
}

const EVERYTHING_BUT_A_DRESS: Outfit = {
  shirt: 1,
  skirt: 2,
  shoes: 3,
  thighhighs: 1,
  wig: 2,
  extension: 1,
  makeup: 2,
  bow: 3,
  legAccessory: 1,
  headwear: 4,
  handAccessory: 2,
};

describe('dollLayers', () => {
  it('paints only the bare doll, body then head, for an empty outfit', () => {
    expect(stack({})).toEqual(['body', 'head']);
  });

  it('layers back hair behind the body, legwear and clothes under the head, and the rest on top', () => {
    expect(stack(EVERYTHING_BUT_A_DRESS)).toEqual([
      'extension:back',
      'wig:back',
      'body',
      'thighhighs:front',
      'shoes:front',
      'legAccessory:front',
      'skirt:front',
      'shirt:front',
      'head',
      'makeup:front',
      'wig:front',
      'extension:front',
      'bow:front',
      'headwear:front',
      'handAccessory:front',
    ]);
  });

  it('hides the shirt and the skirt under a dress', () => {
    const layers = stack({ ...EVERYTHING_BUT_A_DRESS, dress: 5 });
    expect(layers).not.toContain('shirt:front');
    expect(layers).not.toContain('skirt:front');
    expect(layers.slice(2, 8)).toEqual([
      'body',
      'thighhighs:front',
      'shoes:front',
      'legAccessory:front',
      'dress:front',
      'head',
    ]);
  });

  it('carries the chosen option number of each item', () => {
    expect(dollLayers({ dress: 4 })).toContainEqual({
      kind: 'item',
      slot: 'dress',
      option: 4,
      part: 'front',
      onBareHead: false,
    });
  });

  it('pulls hair accessories onto the bare head only when no wig is worn', () => {
    const onBareHead = (outfit: Outfit) =>
      dollLayers(outfit).flatMap((layer) =>
        layer.kind === 'item' && layer.onBareHead ? [`${layer.slot}:${layer.part}`] : [],
      );
    const accessories: Outfit = { extension: 1, bow: 1, headwear: 1, dress: 1, handAccessory: 1 };
    expect(onBareHead(accessories)).toEqual([
      'extension:back',
      'extension:front',
      'bow:front',
      'headwear:front',
    ]);
    expect(onBareHead({ ...accessories, wig: 1 })).toEqual([]);
  });
});

describe('slotParts', () => {
  it('draws hair in a back and a front part and everything else in front', () => {
    expect(slotParts('wig')).toEqual(['back', 'front']);
    expect(slotParts('extension')).toEqual(['back', 'front']);
    expect(slotParts('dress')).toEqual(['front']);
    expect(slotParts('handAccessory')).toEqual(['front']);
  });
});
