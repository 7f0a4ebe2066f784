// What every drawing function receives. Subjects are drawn in a 200 x 200 box; the style
// places that box on the canvas.
import type { PaletteColors } from './palettes.ts';
import type { Paint } from './paint.ts';
import type { Random } from './prng.ts';
import type { Defs } from './svg.ts';

export const BOX = 200;

export interface DrawContext {
  colors: PaletteColors;
  paint: Paint;
  defs: Defs;
  rng: Random;
  /** The gallery variant: drives pose, accessories and background pattern. */
  variant: number;
}

export interface Frame {
  width: number;
  height: number;
}

export interface MotifDrawing {
  /** The subject, drawn in the BOX x BOX square. */
  subject: string;
  /**
   * Full-bleed surroundings (sky, sea, meadow) for landscape motifs. Styles that paint a
   * world around the subject use it; studio styles (sculpture, photo, product) leave it out.
   */
  setting?: (frame: Frame) => string;
}

export type DrawMotif = (ctx: DrawContext) => MotifDrawing;
