// The doll is a stack of layers painted back to front; this decides the stack for an outfit.

import type { DressUpSlot, Outfit } from '@kawaii/shared';

/** Items are drawn in up to two parts: behind the body (the back of the hair) and in front. */
export type LayerPart = 'back' | 'front';

export type DollLayer =
  | { kind: 'base'; part: 'body' | 'head' }
  | {
      kind: 'item';
      slot: DressUpSlot;
      option: number;
      part: LayerPart;
      /** Drawn for the volume of a wig; with no wig on it is pulled in onto the bare head. */
      onBareHead: boolean;
    };

type Stage = { base: 'body' | 'head' } | { slot: DressUpSlot; part: LayerPart };

/** Back to front: hair behind the body, legwear under clothes, the head over collars, then
 * makeup, front hair and everything that sits on top. */
const STACK: readonly Stage[] = [
  { slot: 'extension', part: 'back' },
  { slot: 'wig', part: 'back' },
  { base: 'body' },
  { slot: 'thighhighs', part: 'front' },
  { slot: 'shoes', part: 'front' },
  { slot: 'legAccessory', part: 'front' },
  { slot: 'skirt', part: 'front' },
  { slot: 'shirt', part: 'front' },
  { slot: 'dress', part: 'front' },
  { base: 'head' },
  { slot: 'makeup', part: 'front' },
  { slot: 'wig', part: 'front' },
  { slot: 'extension', part: 'front' },
  { slot: 'bow', part: 'front' },
  { slot: 'headwear', part: 'front' },
  { slot: 'handAccessory', part: 'front' },
];

/** The parts a slot's items are drawn in, back first: hair has a back and a front. */
export function slotParts(slot: DressUpSlot): LayerPart[] {
  const parts = STACK.flatMap((stage) =>
    'slot' in stage && stage.slot === slot ? [stage.part] : [],
  );
  return [...new Set(parts)];
}

/** Items that sit on the hair: without a wig they would float around the bare head. */
const WORN_ON_HAIR: readonly DressUpSlot[] = ['extension', 'bow', 'headwear'];

/** A dress covers the shirt and the skirt completely, so they are not drawn under it. */
export function isHiddenByOutfit(outfit: Outfit, slot: DressUpSlot): boolean {
  return outfit.dress !== undefined && (slot === 'shirt' || slot === 'skirt');
}

/** The layers to paint for an outfit, back to front. */
export function dollLayers(outfit: Outfit): DollLayer[] {
  const layers: DollLayer[] = [];
  for (const stage of STACK) {
    if ('base' in stage) {
      layers.push({ kind: 'base', part: stage.base });
      continue;
    }
    const option = outfit[stage.slot];
    if (option === undefined || isHiddenByOutfit(outfit, stage.slot)) continue;
    const onBareHead = outfit.wig === undefined && WORN_ON_HAIR.includes(stage.slot);
    layers.push({ kind: 'item', slot: stage.slot, option, part: stage.part, onBareHead });
  }
  return layers;
}
