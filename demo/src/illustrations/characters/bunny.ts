// A cream bunny doll in a pastel dress, long ears lined in pink.
import type { DrawContext } from '../context.ts';
import { mix } from '../color.ts';
import { face } from '../parts/face.ts';
import { button, fabric, stitches } from '../parts/sewing.ts';
import { el } from '../svg.ts';
import {
  accessory,
  arms,
  body,
  dollLook,
  FACE_Y,
  feet,
  fit,
  head,
  hugged,
  tilted,
  type DollLook,
} from './doll.ts';

function ear(ctx: DrawContext, x: number, rotate: number, fur: string, flop: boolean): string {
  const inner = mix(ctx.colors.blush, '#ffffff', 0.45);
  const shape = flop
    ? 'M-12 30C-16 0-12-22 2-30C14-36 30-30 28-20C26-12 12-14 12 0C12 14 12 24 12 30Z'
    : 'M-13 30C-18 0-12-36 0-36C12-36 18 0 13 30Z';
  const lining = flop
    ? 'M-5 24C-8 2-4-16 6-22C14-26 22-23 20-19C14-16 5-14 5 2L5 24Z'
    : 'M-6 24C-9 2-5-26 0-26C5-26 9 2 6 24Z';
  return el(
    'g',
    { transform: `translate(${x} 30) rotate(${rotate})` },
    fabric(ctx, 'path', { d: shape }, fur) +
      el('path', { d: lining, fill: ctx.paint.fill(inner) }) +
      el('path', { d: lining, ...stitches(ctx, ctx.paint.ink, 1) }),
  );
}

function dress(ctx: DrawContext, color: string): string {
  const hem =
    'M78 130Q100 138 122 130L134 166Q128 174 120 170Q112 176 104 171Q96 176 88 171Q80 176 72 170Q64 172 66 166Z';
  return (
    fabric(ctx, 'path', { d: hem }, color) +
    el('path', { d: 'M72 162Q100 172 128 162', ...stitches(ctx, '#ffffff', 1.2), opacity: 0.9 }) +
    el('path', {
      d: 'M100 130C96 141 84 141 81 131ZM100 130C104 141 116 141 119 131Z',
      ...ctx.paint.solid('#ffffff', 0.7),
    })
  );
}

export function bunnyDoll(ctx: DrawContext, look: DollLook = dollLook(ctx.variant)): string {
  const fur = mix('#fffdf8', ctx.colors.main, 0.14);
  const flop = ctx.variant % 2 === 1;
  const headGroup =
    ear(ctx, 78, -10, fur, false) +
    ear(ctx, 122, 10, fur, flop) +
    head(ctx, fur) +
    face(ctx, { x: 100, y: FACE_Y, eyes: look.eyes, mouth: look.mouth }) +
    accessory(ctx, look.accessory, flop ? 78 : 124, 48);
  return fit(
    0.86,
    12,
    arms(ctx, look.pose, fur) +
      body(ctx, fur) +
      dress(ctx, ctx.colors.main) +
      button(ctx, 93, 146, 3.4, ctx.colors.sunny) +
      button(ctx, 107, 146, 3.4, ctx.colors.sunny) +
      feet(ctx, fur) +
      hugged(ctx, look.pose) +
      tilted(look.tilt, headGroup),
  );
}
