// The doll dress-up game: slots, their accordion groups, and outfits. Choosing the chosen option
// again removes it; Randomize fills each slot with a 70% chance.

export const DRESS_UP_SLOTS = [
  'shirt',
  'skirt',
  'dress',
  'shoes',
  'thighhighs',
  'wig',
  'extension',
  'makeup',
  'bow',
  'legAccessory',
  'headwear',
  'handAccessory',
] as const;
export type DressUpSlot = (typeof DRESS_UP_SLOTS)[number];

/** The accordion of the wardrobe; every slot sits in exactly one group. */
export const DRESS_UP_GROUPS: readonly { label: string; slots: readonly DressUpSlot[] }[] = [
  { label: 'Hair', slots: ['wig', 'extension'] },
  { label: 'Shirt & Skirt', slots: ['shirt', 'skirt'] },
  { label: 'Dress', slots: ['dress'] },
  { label: 'Footwear', slots: ['shoes'] },
  { label: 'Leg Accessories', slots: ['thighhighs', 'legAccessory'] },
  { label: 'Makeup', slots: ['makeup'] },
  { label: 'Accessories', slots: ['bow', 'headwear', 'handAccessory'] },
];

/** The chosen option number (1-based) of each slot; a missing slot is worn empty. */
export type Outfit = Partial<Record<DressUpSlot, number>>;

/** The chance that Randomize puts something in a slot. */
export const RANDOM_FILL_CHANCE = 0.7;

/** Wears an option; choosing the option already worn takes it off. */
export function chooseOption(outfit: Outfit, slot: DressUpSlot, option: number): Outfit {
  const next = { ...outfit };
  if (outfit[slot] === option) delete next[slot];
  else next[slot] = option;
  return next;
}

export function resetOutfit(): Outfit {
  return {};
}

/** Each slot gets a random one of its options with a 70% chance, otherwise stays empty. */
export function randomizeOutfit(
  optionCounts: Record<DressUpSlot, number>,
  random: () => number = Math.random,
): Outfit {
  const outfit: Outfit = {};
  for (const slot of DRESS_UP_SLOTS) {
    const count = optionCounts[slot];
    if (count < 1 || random() >= RANDOM_FILL_CHANCE) continue;
    outfit[slot] = 1 + Math.floor(random() * count);
  }
  return outfit;
}
