// A spiral sketchbook open on a pencil sketch of a doll, with pencils and a smiling eraser.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { characterFor } from '../characters/index.ts';
import { dollLook } from '../characters/doll.ts';
import { heart, sparkle } from '../parts/decor.ts';
import { face } from '../parts/face.ts';
import { lineArt } from '../parts/lineArt.ts';
import { nested } from '../layout.ts';
import { MATERIALS } from '../palettes.ts';
import { createPaint } from '../paint.ts';
import { el, translate } from '../svg.ts';

function pencil(ctx: DrawContext, x: number, y: number, rotate: number, body: string): string {
  const { paint } = ctx;
  return el(
    'g',
    { transform: translate(x, y, 1, rotate) },
    el('rect', { x: -30, y: -5, width: 52, height: 10, ...paint.solid(body, 0.7) }) +
      el('path', { d: 'M-30-5V5', stroke: mix(body, paint.ink, 0.2), 'stroke-width': 1 }) +
      el('rect', { x: -4, y: -5, width: 26, height: 3, fill: '#ffffff', opacity: 0.35 }) +
      el('path', { d: 'M22-5L36 0L22 5Z', ...paint.solid(MATERIALS.wood, 0.6) }) +
      el('path', { d: 'M31.5-1.6L36 0L31.5 1.6Z', fill: paint.ink }) +
      el('rect', { x: -38, y: -5, width: 8, height: 10, ...paint.solid(MATERIALS.metal, 0.6) }) +
      el('rect', {
        x: -45,
        y: -5,
        width: 8,
        height: 10,
        rx: 3,
        ...paint.solid(ctx.colors.blush, 0.6),
      }),
  );
}

function eraser(ctx: DrawContext): string {
  return el(
    'g',
    { transform: translate(42, 166, 1, -8) },
    el('rect', {
      x: -18,
      y: -11,
      width: 36,
      height: 22,
      rx: 5,
      ...ctx.paint.solid(mix(ctx.colors.accent, '#ffffff', 0.3), 0.8),
    }) +
      el('rect', {
        x: -18,
        y: -11,
        width: 14,
        height: 22,
        rx: 5,
        fill: ctx.paint.fill(ctx.colors.main),
      }) +
      face(ctx, { x: 6, y: -1, spacing: 6, size: 0.45 }),
  );
}

export const drawSketchbook: DrawMotif = (ctx) => {
  const { colors, paint, variant } = ctx;
  // A pencil sketch: the doll in soft graphite lines on the page.
  const graphite = { ...ctx, paint: createPaint('line', mix(paint.ink, '#7a7a7a', 0.5), ctx.defs) };
  const rings = Array.from({ length: 9 }, (_, i) => {
    const x = 58 + i * 11;
    return el('path', {
      d: `M${x} 34C${x} 22 ${x + 6} 22 ${x + 6} 30`,
      fill: 'none',
      stroke: mix(MATERIALS.metal, paint.ink, 0.35),
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
    });
  }).join('');
  return {
    subject:
      el(
        'g',
        { transform: 'rotate(-5 100 100)' },
        el('rect', { x: 44, y: 30, width: 118, height: 150, rx: 6, ...paint.solid(colors.main) }) +
          el('rect', {
            x: 48,
            y: 34,
            width: 110,
            height: 142,
            rx: 3,
            ...paint.solid('#fffdf8', 0.6),
          }) +
          rings +
          nested(
            characterFor(variant, 3)(graphite, { ...dollLook(variant), tilt: 0 }),
            104,
            104,
            0.56,
          ) +
          heart(lineArt(ctx), 140, 56, 6, '#ffffff') +
          el('path', {
            d: 'M60 160C80 154 96 166 116 158',
            fill: 'none',
            stroke: '#9a9a9a',
            'stroke-width': 1,
            opacity: 0.6,
          }),
      ) +
      pencil(ctx, 150, 166, -52, colors.sunny) +
      pencil(ctx, 168, 150, -64, colors.accent) +
      eraser(ctx) +
      sparkle(28, 50, 7, colors.sunny),
  };
};
