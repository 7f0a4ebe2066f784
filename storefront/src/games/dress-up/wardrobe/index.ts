import type { DressUpSlot } from '@kawaii/shared';
import { BOWS } from './bows.tsx';
import { DRESSES } from './dresses.tsx';
import { EXTENSIONS } from './extensions.tsx';
import { HAND_ACCESSORIES } from './hand-accessories.tsx';
import { HEADWEAR } from './headwear.tsx';
import { LEG_ACCESSORIES } from './leg-accessories.tsx';
import { MAKEUP } from './makeup.tsx';
import { SHIRTS } from './shirts.tsx';
import { SHOES } from './shoes.tsx';
import { SKIRTS } from './skirts.tsx';
import { THIGHHIGHS } from './thighhighs.tsx';
import type { ItemDrawing } from './types.ts';
import { WIGS } from './wigs.tsx';

/** Every option's drawing; option n of a slot is WARDROBE[slot][n - 1] (see catalogue.ts). */
export const WARDROBE: Record<DressUpSlot, readonly ItemDrawing[]> = {
  shirt: SHIRTS,
  skirt: SKIRTS,
  dress: DRESSES,
  shoes: SHOES,
  thighhighs: THIGHHIGHS,
  wig: WIGS,
  extension: EXTENSIONS,
  makeup: MAKEUP,
  bow: BOWS,
  legAccessory: LEG_ACCESSORIES,
  headwear: HEADWEAR,
  handAccessory: HAND_ACCESSORIES,
};
