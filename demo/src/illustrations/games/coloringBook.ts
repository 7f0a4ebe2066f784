// The colouring-book game: an open book of line art, one page half coloured in crayon
// scribbles, with three crayons beside it.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { characterFor } from '../characters/index.ts';
import { dollLook } from '../characters/doll.ts';
import { heartPath, starPath, scallopPath } from '../parts/geometry.ts';
import { nested } from '../layout.ts';
import { d, el, translate } from '../svg.ts';
import { lineArt } from '../parts/lineArt.ts';

function crayon(ctx: DrawContext, x: number, y: number, rotate: number, color: string): string {
  const deep = mix(color, ctx.paint.ink, 0.25);
  return el(
    'g',
    { transform: translate(x, y, 1, rotate) },
    el('path', { d: 'M18-5L30 0L18 5Z', ...ctx.paint.solid(deep, 0.6) }) +
      el('rect', {
        x: -26,
        y: -5.5,
        width: 45,
        height: 11,
        rx: 2,
        ...ctx.paint.solid(color, 0.7),
      }) +
      el('path', { d: 'M-14-5.5V5.5M10-5.5V5.5', stroke: deep, 'stroke-width': 2 }) +
      el('rect', { x: -8, y: -2.5, width: 12, height: 5, rx: 2.5, fill: '#ffffff', opacity: 0.7 }),
  );
}

/** Back-and-forth crayon strokes filling a band. */
function scribble(x: number, y: number, w: number, h: number, rows: number): string {
  let path = d`M${x} ${y}`;
  for (let i = 1; i <= rows; i++) {
    path += d`L${i % 2 ? x + w : x} ${y + (h * i) / rows}`;
  }
  return path;
}

export const drawColoringBook: DrawMotif = (ctx) => {
  const { colors, paint, variant } = ctx;
  const lines = lineArt(ctx);
  const page = paint.solid('#ffffff', 0.8);
  const crayons = [colors.blush, colors.sunny, colors.accent, colors.mainDeep];
  const character = characterFor(variant);
  const doodle = { ...lines.paint.line(0.8), fill: '#ffffff' };
  return {
    subject:
      el('path', {
        d: 'M100 44C76 34 44 34 18 42L18 170C44 162 76 162 100 172C124 162 156 162 182 170L182 42C156 34 124 34 100 44Z',
        ...paint.solid(colors.main),
      }) +
      el('path', { d: 'M100 48C78 38 48 38 24 46L24 164C48 156 78 156 100 166Z', ...page }) +
      el('path', { d: 'M100 48C122 38 152 38 176 46L176 164C152 156 122 156 100 166Z', ...page }) +
      el('path', {
        d: scribble(42, 118, 36, 28, 9),
        fill: 'none',
        stroke: colors.mainDeep,
        'stroke-width': 3.2,
        'stroke-linejoin': 'round',
        opacity: 0.6,
      }) +
      nested(character(lines, { ...dollLook(variant), tilt: 0 }), 62, 104, 0.44) +
      el('path', { d: heartPath(124, 74, 13), ...doodle }) +
      el('path', {
        d: scribble(112, 64, 24, 22, 7),
        fill: 'none',
        stroke: colors.blush,
        'stroke-width': 3,
        opacity: 0.7,
      }) +
      el('path', { d: heartPath(124, 74, 13), ...lines.paint.line(0.8) }) +
      el('path', { d: starPath(156, 84, 13, 6.5), ...doodle }) +
      el('path', { d: scallopPath(136, 124, 12, 12, 6), ...doodle }) +
      el('circle', { cx: 136, cy: 124, r: 5, ...doodle }) +
      el('path', {
        d: 'M100 48V166',
        stroke: mix(colors.main, paint.ink, 0.2),
        'stroke-width': 1.2,
        opacity: 0.5,
      }) +
      crayon(ctx, 142, 168, -28, crayons[variant % 4]!) +
      crayon(ctx, 160, 182, -16, crayons[(variant + 1) % 4]!) +
      crayon(ctx, 52, 182, 194, crayons[(variant + 2) % 4]!),
  };
};
