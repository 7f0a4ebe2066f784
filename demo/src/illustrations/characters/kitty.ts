// A kitty doll in the palette's colour: pointed ears, whiskers, a striped forehead, a curled
// tail and a bell on a ribbon collar.
import type { DrawContext } from '../context.ts';
import { mix } from '../color.ts';
import { face } from '../parts/face.ts';
import { fabric, stitches } from '../parts/sewing.ts';
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

function ears(ctx: DrawContext, fur: string): string {
  const inner = ctx.paint.fill(mix(ctx.colors.blush, '#ffffff', 0.4));
  return [
    { outer: 'M50 74L54 26Q56 18 64 22L96 46Z', lining: 'M60 58L61 34L82 48Z' },
    { outer: 'M150 74L146 26Q144 18 136 22L104 46Z', lining: 'M140 58L139 34L118 48Z' },
  ]
    .map(
      (ear) =>
        fabric(ctx, 'path', { d: ear.outer }, fur) +
        el('path', {
          d: ear.lining,
          fill: inner,
          stroke: inner,
          'stroke-width': 4,
          'stroke-linejoin': 'round',
        }),
    )
    .join('');
}

function tail(ctx: DrawContext, fur: string): string {
  const path = 'M122 160C150 164 156 140 148 126C142 116 152 108 160 114';
  return (
    el('path', { d: path, ...ctx.paint.line(1, ctx.paint.ink), 'stroke-width': 15 }) +
    el('path', {
      d: path,
      fill: 'none',
      stroke: ctx.paint.tint(fur),
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: 'M152 118L158 113',
      stroke: ctx.paint.tint(ctx.colors.mainDeep),
      'stroke-width': 7,
      'stroke-linecap': 'round',
    })
  );
}

function markings(ctx: DrawContext): string {
  const stripe = { ...ctx.paint.line(1, ctx.paint.tint(ctx.colors.mainDeep)), 'stroke-width': 4 };
  const whiskers = { ...ctx.paint.line(0.6), 'stroke-opacity': 0.7 };
  return (
    el('path', { d: 'M100 40V50M88 42L90 51M112 42L110 51', ...stripe }) +
    el('path', { d: 'M36 96L52 99M38 106L53 105M156 99L164 96M147 105L162 106', ...whiskers })
  );
}

function collar(ctx: DrawContext): string {
  return (
    el('path', {
      d: 'M72 128Q100 140 128 128',
      fill: 'none',
      stroke: ctx.paint.tint(ctx.colors.accent),
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }) +
    el('circle', { cx: 100, cy: 140, r: 7, ...ctx.paint.solid(ctx.colors.sunny, 0.7) }) +
    el('path', { d: 'M96 142H104M100 142V146', ...ctx.paint.line(0.5) })
  );
}

export function kittyDoll(ctx: DrawContext, look: DollLook = dollLook(ctx.variant)): string {
  const fur = ctx.colors.main;
  const belly = mix(ctx.colors.main, '#ffffff', 0.6);
  const headGroup =
    ears(ctx, fur) +
    head(ctx, fur) +
    markings(ctx) +
    face(ctx, {
      x: 100,
      y: FACE_Y,
      eyes: look.eyes,
      mouth: look.mouth === 'smile' ? 'cat' : look.mouth,
    }) +
    accessory(ctx, look.accessory, 136, 52, 0.9);
  return fit(
    0.94,
    4,
    tail(ctx, fur) +
      arms(ctx, look.pose, fur) +
      body(ctx, fur) +
      el('ellipse', { cx: 100, cy: 154, rx: 17, ry: 15, fill: ctx.paint.fill(belly) }) +
      el('ellipse', { cx: 100, cy: 154, rx: 17, ry: 15, ...stitches(ctx) }) +
      collar(ctx) +
      feet(ctx, fur) +
      hugged(ctx, look.pose) +
      tilted(look.tilt, headGroup),
  );
}
