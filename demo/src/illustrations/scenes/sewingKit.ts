// The sewing kit: a smiling pincushion bristling with pins, thread spools, scissors, a
// measuring tape and loose buttons.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { expression, face } from '../parts/face.ts';
import { button } from '../parts/sewing.ts';
import { MATERIALS } from '../palettes.ts';
import { d, el, translate } from '../svg.ts';

function pincushion(ctx: DrawContext): string {
  const { paint, colors } = ctx;
  const pins = [
    [78, 84, -30, colors.accent],
    [96, 74, -8, colors.sunny],
    [118, 76, 18, colors.mainDeep],
    [132, 90, 40, colors.blush],
  ] as const;
  return (
    pins
      .map(([x, y, r, tone]) =>
        el(
          'g',
          { transform: translate(x, y, 1, r) },
          el('path', {
            d: 'M0 0V18',
            stroke: mix(MATERIALS.metal, paint.ink, 0.3),
            'stroke-width': 1.6,
          }) + el('circle', { r: 5, ...paint.solid(tone, 0.6) }),
        ),
      )
      .join('') +
    el('ellipse', {
      cx: 104,
      cy: 158,
      rx: 40,
      ry: 12,
      ...paint.solid(mix(MATERIALS.wood, colors.main, 0.2)),
    }) +
    el('path', {
      d: 'M62 130C58 96 80 84 104 84C128 84 150 96 146 130C144 150 126 160 104 160C82 160 64 150 62 130Z',
      ...paint.solid(colors.main),
    }) +
    el('path', {
      d: 'M104 86C96 110 96 140 104 160M104 86C112 110 112 140 104 160M104 86C80 100 72 130 82 154M104 86C128 100 136 130 126 154',
      ...paint.line(0.5),
      'stroke-opacity': 0.35,
    }) +
    el('path', {
      d: 'M92 88L104 80L116 88L110 92L104 88L98 92Z',
      ...paint.solid(MATERIALS.leaf, 0.7),
    }) +
    face(ctx, { x: 104, y: 126, spacing: 16, size: 0.85, ...expression(ctx.variant) })
  );
}

function spool(ctx: DrawContext, x: number, y: number, thread: string): string {
  const { paint } = ctx;
  const wood = mix(MATERIALS.wood, '#ffffff', 0.2);
  let wraps = '';
  for (let i = 1; i < 6; i++) wraps += d`M${x - 11} ${y - 14 + i * 5}L${x + 11} ${y - 16 + i * 5}`;
  return (
    el('rect', { x: x - 11, y: y - 16, width: 22, height: 30, ...paint.solid(thread, 0.8) }) +
    el('path', {
      d: wraps,
      stroke: mix(thread, '#ffffff', 0.5),
      'stroke-width': 1.2,
      opacity: 0.8,
    }) +
    el('rect', { x: x - 15, y: y - 21, width: 30, height: 6, rx: 2, ...paint.solid(wood, 0.7) }) +
    el('rect', { x: x - 15, y: y + 13, width: 30, height: 6, rx: 2, ...paint.solid(wood, 0.7) })
  );
}

function scissors(ctx: DrawContext): string {
  const { paint, colors } = ctx;
  const blade = paint.solid(MATERIALS.metal, 0.7);
  return el(
    'g',
    { transform: translate(166, 156, 1, 28) },
    el('path', { d: 'M-2 0L-6-42L2-6Z', ...blade }) +
      el('path', { d: 'M2 0L6-42L-2-6Z', ...blade }) +
      el('ellipse', {
        cx: -8,
        cy: 10,
        rx: 7,
        ry: 9,
        fill: 'none',
        stroke: paint.ink,
        'stroke-width': 6.4,
      }) +
      el('ellipse', {
        cx: 8,
        cy: 10,
        rx: 7,
        ry: 9,
        fill: 'none',
        stroke: paint.ink,
        'stroke-width': 6.4,
      }) +
      el('ellipse', {
        cx: -8,
        cy: 10,
        rx: 7,
        ry: 9,
        fill: 'none',
        stroke: colors.blush,
        'stroke-width': 4,
      }) +
      el('ellipse', {
        cx: 8,
        cy: 10,
        rx: 7,
        ry: 9,
        fill: 'none',
        stroke: colors.blush,
        'stroke-width': 4,
      }) +
      el('circle', { cx: 0, cy: 0, r: 2, fill: paint.ink }),
  );
}

function tape(ctx: DrawContext): string {
  const path = 'M20 182C50 170 70 188 100 178C126 170 146 184 176 178';
  return (
    el('path', {
      d: path,
      fill: 'none',
      stroke: ctx.paint.ink,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: path,
      fill: 'none',
      stroke: ctx.colors.sunny,
      'stroke-width': 6.6,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: path,
      fill: 'none',
      stroke: ctx.paint.ink,
      'stroke-width': 3,
      'stroke-dasharray': '0.8 5',
      opacity: 0.6,
    })
  );
}

export const drawSewingKit: DrawMotif = (ctx) => {
  const { colors } = ctx;
  return {
    subject:
      spool(ctx, 40, 124, colors.accent) +
      spool(ctx, 58, 150, colors.mainDeep) +
      pincushion(ctx) +
      scissors(ctx) +
      tape(ctx) +
      button(ctx, 34, 168, 7, colors.sunny) +
      button(ctx, 150, 104, 6, colors.accent) +
      button(ctx, 170, 176, 5, colors.blush),
  };
};
