// A honey-tinted teddy doll with round ears, a muzzle and a heart patch sewn on its tummy.
import type { DrawContext } from '../context.ts';
import { mix } from '../color.ts';
import { heartPath } from '../parts/geometry.ts';
import { face } from '../parts/face.ts';
import { button, fabric, stitches } from '../parts/sewing.ts';
import { el } from '../svg.ts';
import {
  accessory,
  arms,
  body,
  dollLook,
  feet,
  fit,
  head,
  hugged,
  tilted,
  type DollLook,
} from './doll.ts';

function ears(ctx: DrawContext, fur: string, inner: string): string {
  return [56, 144]
    .map(
      (x) =>
        fabric(ctx, 'circle', { cx: x, cy: 48, r: 19 }, fur) +
        el('circle', { cx: x, cy: 50, r: 10, fill: ctx.paint.fill(inner) }),
    )
    .join('');
}

function muzzle(ctx: DrawContext, color: string): string {
  return (
    fabric(ctx, 'ellipse', { cx: 100, cy: 108, rx: 17, ry: 12.5 }, color, 0.7) +
    el('path', {
      d: 'M95 101.5Q100 99 105 101.5Q103 106 100 106.5Q97 106 95 101.5Z',
      fill: ctx.paint.ink,
    }) +
    el('path', {
      d: 'M100 106.5V110M93 110Q96.5 114 100 110Q103.5 114 107 110',
      ...ctx.paint.line(0.7),
      'stroke-opacity': undefined,
    })
  );
}

function heartPatch(ctx: DrawContext): string {
  return (
    el('path', { d: heartPath(100, 152, 12), ...ctx.paint.solid(ctx.colors.accent, 0.6) }) +
    el('path', { d: heartPath(100, 152.5, 9), ...stitches(ctx, '#ffffff', 1.1), opacity: 0.9 })
  );
}

export function bearDoll(ctx: DrawContext, look: DollLook = dollLook(ctx.variant)): string {
  const fur = mix('#f4cd9e', ctx.colors.main, 0.15);
  const light = mix(fur, '#ffffff', 0.55);
  const headGroup =
    ears(ctx, fur, light) +
    head(ctx, fur) +
    face(ctx, { x: 100, y: 92, spacing: 24, eyes: look.eyes, mouth: 'none' }) +
    muzzle(ctx, light) +
    accessory(ctx, look.accessory, 138, 56, 0.9);
  return fit(
    0.94,
    4,
    arms(ctx, look.pose, fur) +
      body(ctx, fur) +
      (look.pose === 'hug' ? '' : heartPatch(ctx)) +
      button(ctx, 116, 132, 4, ctx.colors.sunny) +
      feet(ctx, fur) +
      hugged(ctx, look.pose) +
      tilted(look.tilt, headGroup),
  );
}
