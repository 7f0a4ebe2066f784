// The doll cast, for motifs that show a character as a print, charm or sketch.
import type { DrawContext } from '../context.ts';
import { bearDoll } from './bear.ts';
import { bunnyDoll } from './bunny.ts';
import { cloudSheep } from './cloudSheep.ts';
import type { DollLook } from './doll.ts';
import { kittyDoll } from './kitty.ts';
import { starGirlDoll } from './starGirl.ts';

export type DrawCharacter = (ctx: DrawContext, look?: DollLook) => string;

const CHARACTERS: DrawCharacter[] = [bunnyDoll, kittyDoll, bearDoll, cloudSheep, starGirlDoll];

/** Each variant features a different member of the cast. */
export function characterFor(variant: number, offset = 0): DrawCharacter {
  return CHARACTERS[(variant + offset) % CHARACTERS.length]!;
}
