// The pattern-creator game: a tile canvas repeating hearts, stars and dots, one tile still
// being painted, with a brush and a paint palette.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { heartPath, starPath, blobPath } from '../parts/geometry.ts';
import { MATERIALS } from '../palettes.ts';
import { el, translate } from '../svg.ts';

type TileMark = (ctx: DrawContext, x: number, y: number) => string;

const MARKS: TileMark[] = [
  (ctx, x, y) => el('path', { d: heartPath(x, y, 9), fill: ctx.paint.fill(ctx.colors.blush) }),
  (ctx, x, y) =>
    el('path', {
      d: starPath(x, y, 10, 5),
      fill: ctx.paint.fill(ctx.colors.sunny),
      stroke: ctx.paint.tint(ctx.colors.sunny),
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }),
  (ctx, x, y) =>
    el('circle', { cx: x, cy: y, r: 6, fill: ctx.paint.fill(ctx.colors.accent) }) +
    el('circle', { cx: x - 12, cy: y - 12, r: 2.5, fill: ctx.paint.fill(ctx.colors.main) }),
];

function tiles(ctx: DrawContext): string {
  const { colors } = ctx;
  const size = 38;
  let out = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const x = 32 + col * size;
      const y = 26 + row * size;
      const last = row === 2 && col === 2;
      out += el('rect', {
        x,
        y,
        width: size,
        height: size,
        fill: (row + col) % 2 ? colors.paper : mix(colors.backdrop, '#ffffff', 0.3),
      });
      if (last) {
        out += el('rect', {
          x: x + 3,
          y: y + 3,
          width: size - 6,
          height: size - 6,
          rx: 3,
          fill: 'none',
          stroke: colors.mainDeep,
          'stroke-width': 1.4,
          'stroke-dasharray': '4 3',
        });
        out += el('path', {
          d: heartPath(x + size / 2, y + size / 2, 9),
          fill: ctx.paint.fill(ctx.colors.blush),
          opacity: 0.45,
        });
      } else {
        out += MARKS[(row + col + ctx.variant) % MARKS.length]!(ctx, x + size / 2, y + size / 2);
      }
    }
  }
  return (
    el('rect', { x: 26, y: 20, width: 126, height: 126, rx: 8, ...ctx.paint.solid('#ffffff') }) +
    out +
    el('rect', {
      x: 32,
      y: 26,
      width: 114,
      height: 114,
      fill: 'none',
      stroke: mix(colors.main, ctx.paint.ink, 0.2),
      'stroke-width': 1,
      opacity: 0.6,
    })
  );
}

function brush(ctx: DrawContext): string {
  const { paint, colors } = ctx;
  return el(
    'g',
    { transform: translate(150, 118, 1, 38) },
    el('rect', {
      x: -5,
      y: -52,
      width: 10,
      height: 56,
      rx: 5,
      ...paint.solid(colors.mainDeep, 0.8),
    }) +
      el('rect', {
        x: -5.5,
        y: 2,
        width: 11,
        height: 14,
        rx: 1.5,
        ...paint.solid(MATERIALS.metal, 0.7),
      }) +
      el('path', {
        d: 'M-5 16C-6 26-2 34 0 38C2 34 6 26 5 16Z',
        ...paint.solid(colors.blush, 0.7),
      }) +
      el('rect', { x: -2, y: -46, width: 3, height: 40, rx: 1.5, fill: '#ffffff', opacity: 0.45 }),
  );
}

function paintPalette(ctx: DrawContext): string {
  const { paint, colors, rng } = ctx;
  const wells = [colors.blush, colors.sunny, colors.accent, colors.main];
  return (
    el('path', {
      d: blobPath(rng, 62, 170, 48, 20, 0.08, 8),
      ...paint.solid(mix(MATERIALS.wood, '#ffffff', 0.35)),
    }) +
    el('ellipse', {
      cx: 92,
      cy: 174,
      rx: 7,
      ry: 5,
      fill: '#ffffff',
      stroke: paint.ink,
      'stroke-width': 1.5,
      'stroke-opacity': 0.5,
    }) +
    wells
      .map((tone, i) =>
        el('path', {
          d: blobPath(rng, 30 + i * 17, 166 + (i % 2) * 4, 6.5, 5, 0.15, 6),
          fill: paint.fill(tone),
          stroke: mix(tone, paint.ink, 0.25),
          'stroke-width': 1,
        }),
      )
      .join('')
  );
}

export const drawPatternCreator: DrawMotif = (ctx) => ({
  subject: tiles(ctx) + paintPalette(ctx) + brush(ctx),
});
