// Tiny character heads for stickers and shop displays, where a whole doll would be too busy.
import type { DrawContext } from '../context.ts';
import { mix } from '../color.ts';
import { d, el } from '../svg.ts';
import { face } from './face.ts';

export type HeadKind = 'bunny' | 'kitty' | 'bear';
export const HEAD_KINDS: HeadKind[] = ['bunny', 'kitty', 'bear'];

function ears(ctx: DrawContext, kind: HeadKind, x: number, y: number, r: number, fur: string) {
  const solid = ctx.paint.solid(fur, 0.7);
  const inner = ctx.paint.fill(mix(ctx.colors.blush, '#ffffff', 0.4));
  switch (kind) {
    case 'bunny':
      return [-1, 1]
        .map(
          (side) =>
            el('ellipse', {
              cx: x + side * r * 0.42,
              cy: y - r * 1.15,
              rx: r * 0.26,
              ry: r * 0.62,
              transform: `rotate(${side * 10} ${x + side * r * 0.42} ${y - r * 0.7})`,
              ...solid,
            }) +
            el('ellipse', {
              cx: x + side * r * 0.42,
              cy: y - r * 1.1,
              rx: r * 0.12,
              ry: r * 0.42,
              transform: `rotate(${side * 10} ${x + side * r * 0.42} ${y - r * 0.7})`,
              fill: inner,
            }),
        )
        .join('');
    case 'kitty':
      return [-1, 1]
        .map((side) =>
          el('path', {
            d: d`M${x + side * r * 0.95} ${y - r * 0.2}L${x + side * r * 0.85} ${y - r * 1.15}L${x + side * r * 0.2} ${y - r * 0.85}Z`,
            ...solid,
          }),
        )
        .join('');
    case 'bear':
      return [-1, 1]
        .map(
          (side) =>
            el('circle', { cx: x + side * r * 0.72, cy: y - r * 0.72, r: r * 0.34, ...solid }) +
            el('circle', { cx: x + side * r * 0.72, cy: y - r * 0.7, r: r * 0.17, fill: inner }),
        )
        .join('');
  }
}

export function miniHead(
  ctx: DrawContext,
  kind: HeadKind,
  x: number,
  y: number,
  r: number,
  fur: string,
) {
  return (
    ears(ctx, kind, x, y, r, fur) +
    el('ellipse', { cx: x, cy: y, rx: r, ry: r * 0.86, ...ctx.paint.solid(fur, 0.7) }) +
    face(ctx, {
      x,
      y: y + r * 0.08,
      spacing: r * 0.4,
      size: r / 50,
      mouth: kind === 'kitty' ? 'cat' : 'smile',
    })
  );
}
