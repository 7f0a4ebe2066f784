// A smiling strawberry with a leafy cap, seeds and little blossoms; some variants bring a
// tiny strawberry friend.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { flower, sparkle } from '../parts/decor.ts';
import { face } from '../parts/face.ts';
import { MATERIALS } from '../palettes.ts';
import { el, translate } from '../svg.ts';

const BERRY =
  'M100 176C60 170 34 122 44 92C52 68 80 64 100 74C120 64 148 68 156 92C166 122 140 170 100 176Z';
const CALYX =
  'M100 80C92 84 76 86 66 78C76 74 84 70 88 68C80 62 76 54 78 46C88 52 94 58 98 64C100 56 104 50 112 46C112 54 110 62 106 66C114 64 124 66 134 74C124 80 110 82 100 80Z';

function seeds(ctx: DrawContext): string {
  const spots = [
    [70, 96],
    [96, 92],
    [122, 94],
    [140, 108],
    [58, 114],
    [62, 138],
    [80, 156],
    [100, 164],
    [120, 156],
    [138, 136],
    [84, 106],
    [116, 106],
  ];
  return spots
    .map(([x, y]) =>
      el('ellipse', {
        cx: x,
        cy: y,
        rx: 2.2,
        ry: 3.4,
        fill: ctx.paint.fill(mix(ctx.colors.sunny, '#ffffff', 0.3)),
        transform: `rotate(${(x! - 100) / 3} ${x} ${y})`,
      }),
    )
    .join('');
}

export function strawberry(ctx: DrawContext, expression = ctx.variant): string {
  const berry = mix('#ff8fa8', ctx.colors.mainDeep, 0.2);
  return (
    el('path', { d: BERRY, ...ctx.paint.solid(berry) }) +
    el('ellipse', {
      cx: 70,
      cy: 98,
      rx: 9,
      ry: 15,
      fill: '#ffffff',
      opacity: 0.35,
      transform: 'rotate(28 70 98)',
    }) +
    seeds(ctx) +
    face(ctx, {
      x: 100,
      y: 124,
      spacing: 19,
      eyes: expression % 3 === 2 ? 'happy' : 'dot',
      mouth: expression % 2 ? 'open' : 'smile',
    }) +
    el('path', { d: CALYX, ...ctx.paint.solid(MATERIALS.leaf) }) +
    el('path', { d: 'M100 66C100 56 102 46 110 40', ...ctx.paint.line(1.3, ctx.paint.ink) }) +
    el('path', {
      d: 'M100 66C100 56 102 46 110 40',
      fill: 'none',
      stroke: ctx.paint.tint(MATERIALS.leafDeep),
      'stroke-width': 3,
      'stroke-linecap': 'round',
    })
  );
}

export const drawStrawberry: DrawMotif = (ctx) => {
  const friend = ctx.variant % 2 === 1;
  return {
    subject:
      el('g', { transform: friend ? translate(-8, 4) : '' }, strawberry(ctx)) +
      (friend
        ? el('g', { transform: translate(132, 118, 0.36) }, strawberry(ctx, ctx.variant + 1))
        : '') +
      flower(ctx, 36, 168, 12, '#ffffff') +
      flower(ctx, 166, 60, 9, ctx.colors.accent) +
      sparkle(40, 60, 8, ctx.colors.sunny),
  };
};
