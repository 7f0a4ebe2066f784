// A mushroom cottage: spotted cap with a sleepy smile, a round door and window, a puffing
// chimney and a flowery patch of grass.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { cloud, flower } from '../parts/decor.ts';
import { expression, face } from '../parts/face.ts';
import { scallopPath } from '../parts/geometry.ts';
import { MATERIALS } from '../palettes.ts';
import { el } from '../svg.ts';

function house(ctx: DrawContext): string {
  const { paint } = ctx;
  const wall = mix(MATERIALS.cream, ctx.colors.paper, 0.4);
  const wood = mix(MATERIALS.wood, ctx.colors.mainDeep, 0.2);
  return (
    el('path', {
      d: 'M68 178C64 150 68 126 76 112L124 112C132 126 136 150 132 178Z',
      ...paint.solid(wall),
    }) +
    el('path', { d: 'M86 178V152A14 14 0 0 1 114 152V178Z', ...paint.solid(wood) }) +
    el('path', { d: 'M100 140V178', ...paint.line(0.5), 'stroke-opacity': 0.4 }) +
    el('circle', {
      cx: 108,
      cy: 162,
      r: 2.2,
      fill: ctx.colors.sunny,
      stroke: paint.ink,
      'stroke-width': 0.8,
    }) +
    el('circle', { cx: 76, cy: 134, r: 8, ...paint.solid(MATERIALS.sky, 0.8) }) +
    el('path', { d: 'M76 126V142M68 134H84', ...paint.line(0.6) }) +
    el('path', {
      d: 'M118 124h12l-1 10h-10z',
      ...paint.solid(mix(MATERIALS.wood, '#ffffff', 0.3), 0.6),
    })
  );
}

function cap(ctx: DrawContext): string {
  const { paint, colors } = ctx;
  const capColor = colors.mainDeep;
  const spots = [
    [62, 88, 8],
    [84, 62, 7],
    [122, 60, 9],
    [144, 90, 7],
    [104, 48, 5],
  ]
    .map(([x, y, r]) => el('circle', { cx: x, cy: y, r, fill: paint.fill('#ffffff') }))
    .join('');
  return (
    el('rect', {
      x: 126,
      y: 34,
      width: 14,
      height: 26,
      rx: 3,
      ...paint.solid(MATERIALS.wood, 0.8),
    }) +
    el('path', {
      d: 'M38 114C34 68 68 40 100 40C132 40 166 68 162 114Q100 130 38 114Z',
      ...paint.solid(capColor),
    }) +
    spots +
    face(ctx, {
      x: 100,
      y: 96,
      spacing: 17,
      size: 0.9,
      ...expression(ctx.variant),
      mouth: 'smile',
    })
  );
}

export const drawMushroomHouse: DrawMotif = (ctx) => ({
  subject:
    cloud(ctx, 150, 22, 30, 16) +
    cloud(ctx, 168, 8, 18, 10) +
    house(ctx) +
    cap(ctx) +
    el('path', {
      d: scallopPath(100, 182, 72, 8, 16, 0.1),
      ...ctx.paint.solid(MATERIALS.leaf, 0.8),
    }) +
    flower(ctx, 42, 172, 10, ctx.colors.accent) +
    flower(ctx, 150, 174, 9, '#ffffff') +
    flower(ctx, 164, 164, 7, ctx.colors.main),
});
