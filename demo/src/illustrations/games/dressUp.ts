// The dress-up game: the star-girl doll in the middle, wardrobe bubbles around her holding a
// dress on a hanger, a crown, shoes and a bow.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { starGirlDoll } from '../characters/starGirl.ts';
import { dollLook } from '../characters/doll.ts';
import { sparkle } from '../parts/decor.ts';
import { bow } from '../parts/sewing.ts';
import { nested } from '../layout.ts';
import { el, translate } from '../svg.ts';

type Item = (ctx: DrawContext) => string;

const dress: Item = (ctx) =>
  el('path', { d: 'M0-16V-20A3 3 0 1 1 3-17M-13-9L0-16L13-9', ...ctx.paint.line(0.6) }) +
  el('path', { d: 'M-6-12H6L14 14Q0 19-14 14Z', ...ctx.paint.solid(ctx.colors.accent, 0.7) }) +
  el('path', {
    d: 'M-12 9Q0 13 12 9',
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': 1.6,
    'stroke-dasharray': '2 2',
  });

const crown: Item = (ctx) =>
  el('path', {
    d: 'M-14 8L-16-8L-7 0L0-12L7 0L16-8L14 8Z',
    ...ctx.paint.solid(ctx.colors.sunny, 0.7),
  }) + el('circle', { cx: 0, cy: 2, r: 3, fill: ctx.paint.fill(ctx.colors.blush) });

const shoes: Item = (ctx) =>
  [-8, 8]
    .map(
      (x) =>
        el('path', {
          d: `M${x - 8} 6Q${x - 8}-4 ${x} -4Q${x + 8}-4 ${x + 9} 6Z`,
          ...ctx.paint.solid(ctx.colors.mainDeep, 0.7),
        }) + el('path', { d: `M${x - 4}-3Q${x} -8 ${x + 4}-3`, ...ctx.paint.line(0.5) }),
    )
    .join('');

const ribbon: Item = (ctx) => bow(ctx, 0, 0, 15, ctx.colors.blush);

function bubble(ctx: DrawContext, x: number, y: number, item: Item): string {
  const { colors } = ctx;
  return el(
    'g',
    { transform: translate(x, y) },
    el('circle', {
      r: 24,
      fill: ctx.paint.fill('#ffffff'),
      stroke: colors.mainDeep,
      'stroke-width': 2,
    }) +
      el('circle', {
        r: 20,
        fill: 'none',
        stroke: mix(colors.main, '#ffffff', 0.3),
        'stroke-width': 1.5,
        'stroke-dasharray': '3 3',
      }) +
      item(ctx),
  );
}

export const drawDressUp: DrawMotif = (ctx) => {
  const { colors, variant } = ctx;
  const items = [dress, crown, shoes, ribbon];
  const spots = [
    [34, 44],
    [166, 44],
    [34, 148],
    [166, 148],
  ];
  const look = { ...dollLook(variant), pose: 'cheer' as const };
  return {
    subject:
      el('ellipse', { cx: 100, cy: 180, rx: 44, ry: 7, fill: mix(colors.main, '#ffffff', 0.4) }) +
      nested(starGirlDoll(ctx, look), 100, 104, 0.78) +
      spots.map(([x, y], i) => bubble(ctx, x!, y!, items[(i + variant) % items.length]!)).join('') +
      sparkle(70, 24, 6, colors.sunny) +
      sparkle(140, 186, 5, colors.accent),
  };
};
