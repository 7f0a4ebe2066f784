// A cloud-sheep: a plush lamb whose wool is a fluffy cloud, with a bell on a ribbon.
import type { DrawContext } from '../context.ts';
import { mix } from '../color.ts';
import { face } from '../parts/face.ts';
import { scallopPath } from '../parts/geometry.ts';
import { fabric, stitches } from '../parts/sewing.ts';
import { MATERIALS } from '../palettes.ts';
import { el } from '../svg.ts';
import { accessory, dollLook, fit, tilted, type DollLook } from './doll.ts';

function legs(ctx: DrawContext, color: string): string {
  return [74, 92, 108, 126]
    .map((x, i) =>
      fabric(
        ctx,
        'rect',
        { x: x - 7, y: 160 + (i % 3 === 0 ? -2 : 2), width: 14, height: 20, rx: 7 },
        color,
      ),
    )
    .join('');
}

function ears(ctx: DrawContext, color: string): string {
  const inner = ctx.paint.fill(mix(ctx.colors.blush, '#ffffff', 0.4));
  return [
    { x: 58, rotate: 24 },
    { x: 142, rotate: -24 },
  ]
    .map((ear) =>
      el(
        'g',
        { transform: `translate(${ear.x} 94) rotate(${ear.rotate})` },
        fabric(ctx, 'ellipse', { cx: 0, cy: 0, rx: 17, ry: 9 }, color) +
          el('ellipse', { cx: 0, cy: 0, rx: 10, ry: 4.5, fill: inner }),
      ),
    )
    .join('');
}

export function cloudSheep(ctx: DrawContext, look: DollLook = dollLook(ctx.variant)): string {
  const wool = mix('#ffffff', ctx.colors.paper, 0.5);
  const faceColor = mix(MATERIALS.skin, ctx.colors.main, 0.12);
  const hooves = mix(ctx.colors.main, ctx.paint.ink, 0.3);
  const headGroup =
    ears(ctx, faceColor) +
    fabric(ctx, 'ellipse', { cx: 100, cy: 96, rx: 38, ry: 33 }, faceColor) +
    fabric(ctx, 'path', { d: scallopPath(100, 66, 30, 13, 8, Math.PI) }, wool) +
    face(ctx, { x: 100, y: 100, spacing: 16, size: 0.9, eyes: look.eyes, mouth: look.mouth }) +
    accessory(ctx, look.accessory, 128, 62, 0.8);
  return fit(
    0.96,
    2,
    legs(ctx, hooves) +
      fabric(ctx, 'path', { d: scallopPath(100, 136, 50, 34, 13, 0.2) }, wool) +
      el('path', { d: scallopPath(100, 136, 40, 25, 11, 0.4), ...stitches(ctx), opacity: 0.35 }) +
      el('path', {
        d: 'M76 124Q100 134 124 124',
        fill: 'none',
        stroke: ctx.paint.tint(ctx.colors.accent),
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }) +
      el('circle', { cx: 100, cy: 134, r: 6, ...ctx.paint.solid(ctx.colors.sunny, 0.7) }) +
      tilted(look.tilt, headGroup),
  );
}
