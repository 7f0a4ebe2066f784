// Every motif's drawing function.
import type { DrawContext, DrawMotif } from './context.ts';
import type { Motif } from './types.ts';
import { bearDoll } from './characters/bear.ts';
import { bunnyDoll } from './characters/bunny.ts';
import { cloudSheep } from './characters/cloudSheep.ts';
import { kittyDoll } from './characters/kitty.ts';
import { starGirlDoll } from './characters/starGirl.ts';
import { drawColoringBook } from './games/coloringBook.ts';
import { drawDressUp } from './games/dressUp.ts';
import { drawPatternCreator } from './games/patternCreator.ts';
import { drawArtPrint } from './goods/artPrint.ts';
import { drawKeychain } from './goods/keychain.ts';
import { drawStickerSheet } from './goods/stickerSheet.ts';
import { drawToteBag } from './goods/toteBag.ts';
import { drawCupcake } from './scenes/cupcake.ts';
import { drawFlowerField } from './scenes/flowerField.ts';
import { drawMoonNight } from './scenes/moonNight.ts';
import { drawRainbowSky } from './scenes/rainbowSky.ts';
import { drawSewingKit } from './scenes/sewingKit.ts';
import { drawSketchbook } from './scenes/sketchbook.ts';
import { drawWhaleSea } from './scenes/whaleSea.ts';
import { drawMarketStall } from './scenes/marketStall.ts';
import { drawMushroomHouse } from './scenes/mushroomHouse.ts';
import { drawStrawberry } from './scenes/strawberry.ts';

const character =
  (draw: (ctx: DrawContext) => string): DrawMotif =>
  (ctx) => ({ subject: draw(ctx) });

export const MOTIF_DRAWINGS: Record<Motif, DrawMotif> = {
  'bunny-doll': character(bunnyDoll),
  'kitty-doll': character(kittyDoll),
  'bear-doll': character(bearDoll),
  'star-girl-doll': character(starGirlDoll),
  'cloud-sheep': character(cloudSheep),
  strawberry: drawStrawberry,
  cupcake: drawCupcake,
  'mushroom-house': drawMushroomHouse,
  'moon-night': drawMoonNight,
  'flower-field': drawFlowerField,
  'whale-sea': drawWhaleSea,
  'rainbow-sky': drawRainbowSky,
  'sticker-sheet': drawStickerSheet,
  keychain: drawKeychain,
  'tote-bag': drawToteBag,
  'art-print': drawArtPrint,
  'dress-up': drawDressUp,
  'coloring-book': drawColoringBook,
  'pattern-creator': drawPatternCreator,
  'sewing-kit': drawSewingKit,
  sketchbook: drawSketchbook,
  'market-stall': drawMarketStall,
};
