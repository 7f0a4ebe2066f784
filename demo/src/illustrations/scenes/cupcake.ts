// A cupcake in a striped paper case: swirled frosting, sprinkles, a cherry (or a heart pick)
// and a shy face on the case.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { heart, sparkle, star } from '../parts/decor.ts';
import { expression, face } from '../parts/face.ts';
import { scallopPath } from '../parts/geometry.ts';
import { d, el } from '../svg.ts';

function sprinkles(ctx: DrawContext): string {
  const colors = [ctx.colors.sunny, ctx.colors.accent, '#ffffff', ctx.colors.blush];
  const spots = [
    [72, 116],
    [92, 110],
    [116, 114],
    [132, 120],
    [84, 94],
    [108, 92],
    [122, 98],
    [98, 76],
    [62, 124],
  ];
  return spots
    .map(([x, y], i) =>
      el('path', {
        d: d`M${x! - 3} ${y!}h6`,
        stroke: ctx.paint.tint(colors[i % colors.length]!),
        'stroke-width': 3,
        'stroke-linecap': 'round',
        transform: `rotate(${(i * 47) % 180} ${x} ${y})`,
      }),
    )
    .join('');
}

function topper(ctx: DrawContext): string {
  if (ctx.variant % 3 === 2) {
    return (
      el('path', { d: 'M100 70V48', ...ctx.paint.line(1) }) +
      star(ctx, 100, 42, 12, ctx.colors.sunny)
    );
  }
  if (ctx.variant % 3 === 1) {
    return (
      el('path', { d: 'M100 70V46', ...ctx.paint.line(1) }) +
      heart(ctx, 100, 42, 11, ctx.colors.blush)
    );
  }
  return (
    el('path', { d: 'M104 58C104 48 110 40 118 36', ...ctx.paint.line(1.1) }) +
    el('circle', {
      cx: 102,
      cy: 62,
      r: 11,
      ...ctx.paint.solid(mix('#ff7f98', ctx.colors.mainDeep, 0.2)),
    }) +
    el('circle', { cx: 98, cy: 58, r: 3.2, fill: '#ffffff', opacity: 0.8 })
  );
}

export function cupcake(ctx: DrawContext): string {
  const { colors, paint } = ctx;
  const caseColor = colors.accent;
  const pleats = [72, 86, 100, 114, 128]
    .map((x) => d`M${x} 132L${x + (x - 100) * 0.12} 176`)
    .join('');
  return (
    el('path', { d: 'M56 128L144 128L132 176Q100 182 68 176Z', ...paint.solid(caseColor) }) +
    el('path', {
      d: pleats,
      stroke: mix(caseColor, '#ffffff', 0.5),
      'stroke-width': 4,
      opacity: 0.8,
    }) +
    el('path', { d: scallopPath(100, 118, 52, 16, 14), ...paint.solid(colors.main) }) +
    el('path', {
      d: scallopPath(100, 100, 40, 16, 11, 0.3),
      ...paint.solid(mix(colors.main, '#ffffff', 0.2)),
    }) +
    el('path', {
      d: scallopPath(100, 82, 26, 12, 8, 0.6),
      ...paint.solid(mix(colors.main, '#ffffff', 0.35)),
    }) +
    sprinkles(ctx) +
    topper(ctx) +
    face(ctx, {
      x: 100,
      y: 148,
      spacing: 18,
      ...expression(ctx.variant),
    })
  );
}

export const drawCupcake: DrawMotif = (ctx) => ({
  subject:
    cupcake(ctx) +
    sparkle(44, 64, 9, ctx.colors.sunny) +
    sparkle(160, 84, 6, '#ffffff') +
    heart(ctx, 160, 150, 6, ctx.colors.blush),
});
