// What the wardrobe holds: the numbered options of every dress-up slot. The drawings live in
// wardrobe/*.tsx, one per option name here, in the same order.

import type { DressUpSlot } from '@kawaii/shared';

/** How a slot is named to people: 'Wig option 2' on buttons, 'wig 2' in the doll's description. */
export const SLOT_LABELS: Record<DressUpSlot, string> = {
  shirt: 'Shirt',
  skirt: 'Skirt',
  dress: 'Dress',
  shoes: 'Shoes',
  thighhighs: 'Thigh-highs',
  wig: 'Wig',
  extension: 'Hair extension',
  makeup: 'Makeup',
  bow: 'Bow',
  legAccessory: 'Leg accessory',
  headwear: 'Headwear',
  handAccessory: 'Hand accessory',
};

/** Option n of a slot is OPTION_NAMES[slot][n - 1]; the names show as button tooltips. */
export const OPTION_NAMES: Record<DressUpSlot, readonly string[]> = {
  wig: [
    'Strawberry buns',
    'Lilac long hair',
    'Cocoa bob',
    'Honey waves',
    'Mint fluff',
    'Midnight hime cut',
  ],
  extension: ['Pink twin tails', 'Lavender ringlets', 'Honey braids', 'Mint ponytail'],
  shirt: ['Sailor blouse', 'Candy stripe tee', 'Lilac puff blouse', 'Mint bunny sweater'],
  skirt: ['Pink pleated skirt', 'Lavender ruffle skirt', 'Cherry plaid skirt', 'Mint tutu'],
  dress: [
    'Sweet lolita dress',
    'Strawberry pinafore',
    'Starry night dress',
    'Sailor dress',
    'Mint maid dress',
    'Sakura dress',
  ],
  shoes: ['Pink Mary Janes', 'Cloud platform boots', 'Bunny slippers', 'Ribbon ballet flats'],
  thighhighs: [
    'White bow stockings',
    'Candy stripe stockings',
    'Black lace stockings',
    'Lilac dot stockings',
  ],
  legAccessory: ['Heart garter', 'Fluffy leg warmers', 'Ankle ribbons', 'Heart plasters'],
  makeup: ['Rosy blush', 'Star stickers', 'Heart cheeks', 'Sparkle liner'],
  bow: ['Big pink bow', 'Red polka bow', 'Lace ribbon bow', 'Twin mini bows'],
  headwear: ['Tiny tiara', 'Cat ear headband', 'Strawberry beret', 'Flower crown', 'Bunny ears'],
  handAccessory: ['Magic star wand', 'Heart purse', 'Bunny plush', 'Swirl lollipop'],
};

/** How many options each slot has, as randomizeOutfit wants them. */
export const OPTION_COUNTS = Object.fromEntries(
  Object.entries(OPTION_NAMES).map(([slot, names]) => [slot, names.length]),
) as Record<DressUpSlot, number>;
