// A wardrobe item drawn small inside its option button: the item's own drawing, cropped to the
// part of the doll's canvas where that slot sits.

import type { DressUpSlot } from '@kawaii/shared';
import { DollHead } from './doll/DollHead.tsx';
import { slotParts } from './layers.ts';
import { WARDROBE } from './wardrobe/index.ts';

/**
 * The region of the 320 x 400 canvas to show: one for the whole slot where its items are alike
 * in size, otherwise one per option (tight around each item, so a tiny garter still shows).
 */
const THUMBNAIL_VIEW_BOX: Record<DressUpSlot, string | readonly string[]> = {
  wig: '56 24 208 212',
  extension: ['45 52 230 231', '62 135 196 116', '62 141 197 150', '199 42 77 195'],
  shirt: '98 186 124 90',
  skirt: '104 240 112 74',
  dress: '96 196 128 124',
  shoes: '124 316 72 56',
  thighhighs: '126 300 68 70',
  legAccessory: ['131 310 33 27', '130 315 61 39', '126 331 69 23', '132 302 54 44'],
  makeup: '86 104 148 88',
  bow: ['58 63 79 70', '59 64 75 66', '58 63 79 70', '73 79 175 43'],
  headwear: ['122 18 77 40', '79 29 162 80', '102 15 140 77', '82 31 155 70', '79 -4 162 113'],
  handAccessory: ['202 181 73 97', '202 251 47 67', '202 251 53 68', '202 183 56 95'],
};

function viewBoxOf(slot: DressUpSlot, option: number): string | undefined {
  const boxes = THUMBNAIL_VIEW_BOX[slot];
  return typeof boxes === 'string' ? boxes : boxes[option - 1];
}

export function ItemThumbnail({ slot, option }: { slot: DressUpSlot; option: number }) {
  const Item = WARDROBE[slot][option - 1];
  if (!Item) return null;
  return (
    <svg
      className="dress-up-thumbnail"
      viewBox={viewBoxOf(slot, option)}
      aria-hidden="true"
      focusable="false"
    >
      {/* Makeup only makes sense on a face. */}
      {slot === 'makeup' ? <DollHead /> : null}
      {slotParts(slot).map((part) => (
        <Item key={part} part={part} />
      ))}
    </svg>
  );
}
