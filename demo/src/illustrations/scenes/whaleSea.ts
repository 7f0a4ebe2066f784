// A round little whale blowing a heart-topped spout, riding the waves of a calm sea.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { heart, sparkle } from '../parts/decor.ts';
import { expression, face } from '../parts/face.ts';
import { wavePath } from '../parts/geometry.ts';
import { MATERIALS } from '../palettes.ts';
import { el } from '../svg.ts';
import { seaside } from './settings.ts';

const BODY =
  'M30 132C30 96 64 76 104 76C140 76 162 100 162 128C162 150 140 162 100 162C58 162 30 156 30 132Z';
const TAIL =
  'M152 118C164 112 170 104 172 94C164 88 160 78 164 70C172 74 176 82 178 88C182 80 190 76 198 78C196 88 188 96 180 100C176 114 168 124 156 130Z';
const BELLY = 'M36 142C60 158 128 160 158 142C152 156 130 162 100 162C62 162 42 156 36 142Z';

function spout(ctx: DrawContext): string {
  const water = mix(MATERIALS.sea, '#ffffff', 0.45);
  const jet = {
    fill: 'none',
    stroke: ctx.paint.tint(water),
    'stroke-width': 5,
    'stroke-linecap': 'round',
  } as const;
  const outline = { ...ctx.paint.line(1), 'stroke-width': 8 };
  const path = 'M96 76C96 62 94 52 88 44M96 76C96 60 100 50 108 44';
  return (
    el('path', { d: path, ...outline }) +
    el('path', { d: path, ...jet }) +
    el('circle', { cx: 84, cy: 40, r: 4, ...ctx.paint.solid(water, 0.6) }) +
    el('circle', { cx: 112, cy: 40, r: 4, ...ctx.paint.solid(water, 0.6) }) +
    heart(ctx, 98, 30, 9, ctx.colors.blush)
  );
}

function waves(ctx: DrawContext): string {
  const sea = mix(MATERIALS.sea, ctx.colors.main, 0.2);
  // A rounded pool of water, so the whale also stands on its own as a figure.
  const front = `${wavePath(16, 166, 168, 4.5, 6)}Q190 184 168 186H32Q10 184 16 166Z`;
  return (
    el('path', { d: front, ...ctx.paint.solid(sea, 0.8) }) +
    el('path', {
      d: wavePath(0, 178, 200, 3, 8),
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
      opacity: 0.8,
    })
  );
}

export const drawWhaleSea: DrawMotif = (ctx) => {
  const { colors, paint, variant } = ctx;
  const skin = colors.main;
  return {
    subject:
      spout(ctx) +
      el('path', { d: TAIL, ...paint.solid(skin) }) +
      el('path', { d: BODY, ...paint.solid(skin) }) +
      el('path', { d: BELLY, fill: paint.fill(mix(skin, '#ffffff', 0.55)) }) +
      el('path', { d: 'M60 146C66 148 74 148 80 146', ...paint.line(0.6), 'stroke-opacity': 0.5 }) +
      el('ellipse', {
        cx: 112,
        cy: 140,
        rx: 12,
        ry: 7,
        transform: 'rotate(-24 112 140)',
        ...paint.solid(mix(skin, colors.ink, 0.08), 0.8),
      }) +
      el('ellipse', {
        cx: 128,
        cy: 96,
        rx: 14,
        ry: 6,
        fill: '#ffffff',
        opacity: 0.45,
        transform: 'rotate(20 128 96)',
      }) +
      face(ctx, {
        x: 66,
        y: 118,
        spacing: 15,
        ...expression(variant),
      }) +
      waves(ctx) +
      sparkle(34, 70, 7, colors.sunny) +
      sparkle(150, 52, 5, '#ffffff'),
    setting: (frame) => seaside(ctx, frame),
  };
};
