// The demo shop's illustrator: draws any motif, in any palette and style, at any size, as a
// self-contained SVG document. Same options, same picture.
import type { DrawContext, DrawMotif } from './context.ts';
import { MOTIF_DRAWINGS } from './motifs.ts';
import { createPaint } from './paint.ts';
import { PALETTE_COLORS, type PaletteColors } from './palettes.ts';
import { createRandom, hashSeed } from './prng.ts';
import { STYLES } from './styles/index.ts';
import type { Style } from './styles/style.ts';
import { Defs } from './svg.ts';
import type { Illustrate } from './types.ts';

export * from './types.ts';

export const illustrate: Illustrate = (options) => {
  const { motif, palette, style, width, height } = options;
  if (!Number.isFinite(width) || !Number.isFinite(height) || width < 1 || height < 1) {
    throw new RangeError(`Illustration size must be positive, got ${width} x ${height}`);
  }
  const renderer = STYLES[style] as Style | undefined;
  const draw = MOTIF_DRAWINGS[motif] as DrawMotif | undefined;
  const colors = PALETTE_COLORS[palette] as PaletteColors | undefined;
  if (!renderer || !draw || !colors) {
    throw new RangeError(`Unknown illustration: ${motif} / ${style} / ${palette}`);
  }
  // Variants index lists of poses and patterns, so they must be whole and not negative.
  const variant = Number.isFinite(options.variant) ? Math.abs(Math.trunc(options.variant!)) : 0;
  const defs = new Defs();
  const ctx: DrawContext = {
    colors,
    defs,
    paint: createPaint(renderer.finish, colors.ink, defs),
    // The size stays out of the seed so a picture keeps its composition at any resolution.
    rng: createRandom(hashSeed(`${motif}|${palette}|${style}|${variant}`)),
    variant,
  };
  const body = renderer.render({ ctx, frame: { width, height }, drawing: draw(ctx) });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${defs.toString()}${body}</svg>`
  );
};
