// The doll picture's text alternative: what it visibly wears, head to toe.

import type { DressUpSlot, Outfit } from '@kawaii/shared';
import { SLOT_LABELS } from './catalogue.ts';
import { isHiddenByOutfit } from './layers.ts';

const HEAD_TO_TOE: readonly DressUpSlot[] = [
  'wig',
  'extension',
  'headwear',
  'bow',
  'makeup',
  'shirt',
  'skirt',
  'dress',
  'handAccessory',
  'thighhighs',
  'legAccessory',
  'shoes',
];

/** For example 'Doll wearing wig 2, dress 4, shoes 1'. */
export function dollLabel(outfit: Outfit): string {
  const worn = HEAD_TO_TOE.flatMap((slot) => {
    const option = outfit[slot];
    if (option === undefined || isHiddenByOutfit(outfit, slot)) return [];
    return [`${SLOT_LABELS[slot].toLowerCase()} ${option}`];
  });
  return worn.length === 0 ? 'Doll wearing nothing yet' : `Doll wearing ${worn.join(', ')}`;
}
