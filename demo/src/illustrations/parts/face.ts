// The kawaii face: wide-set dot eyes with white highlights, blush cheeks and a tiny mouth.
import type { DrawContext } from '../context.ts';
import { d, el } from '../svg.ts';

export type Eyes = 'dot' | 'sparkly' | 'happy' | 'sleepy' | 'wink';
export type Mouth = 'smile' | 'cat' | 'open' | 'tiny' | 'none';

export interface Expression {
  eyes: Eyes;
  mouth: Mouth;
}

const EXPRESSIONS: Expression[] = [
  { eyes: 'dot', mouth: 'smile' },
  { eyes: 'sparkly', mouth: 'open' },
  { eyes: 'happy', mouth: 'cat' },
  { eyes: 'wink', mouth: 'smile' },
  { eyes: 'dot', mouth: 'tiny' },
];

/** Successive gallery variants get successive expressions, so no two neighbours look alike. */
export function expression(variant: number): Expression {
  return EXPRESSIONS[variant % EXPRESSIONS.length]!;
}

export interface FaceOptions {
  x: number;
  y: number;
  /** Half the distance between the eyes. */
  spacing?: number;
  size?: number;
  eyes?: Eyes;
  mouth?: Mouth;
}

function dotEye(ctx: DrawContext, x: number, y: number, s: number, sparkly: boolean): string {
  const ry = (sparkly ? 7.2 : 5.8) * s;
  const rx = (sparkly ? 5.4 : 4.6) * s;
  return (
    el('ellipse', { cx: x, cy: y, rx, ry, fill: ctx.paint.ink }) +
    el('circle', { cx: x - rx * 0.32, cy: y - ry * 0.38, r: rx * 0.42, fill: '#fff' }) +
    el('circle', { cx: x + rx * 0.38, cy: y + ry * 0.4, r: rx * 0.2, fill: '#fff' })
  );
}

function arcEye(ctx: DrawContext, x: number, y: number, s: number, upward: boolean): string {
  const lift = (upward ? -5 : 4) * s;
  return el('path', {
    d: d`M${x - 5.5 * s} ${y + 1.2 * s}Q${x} ${y + lift * 1.6} ${x + 5.5 * s} ${y + 1.2 * s}`,
    ...ctx.paint.line(1, ctx.paint.ink),
    'stroke-width': 2.6 * s,
    'stroke-opacity': undefined,
  });
}

function eye(ctx: DrawContext, kind: Eyes, x: number, y: number, s: number, right: boolean) {
  switch (kind) {
    case 'happy':
      return arcEye(ctx, x, y, s, true);
    case 'sleepy':
      return arcEye(ctx, x, y, s, false);
    case 'wink':
      return right ? arcEye(ctx, x, y, s, true) : dotEye(ctx, x, y, s, false);
    default:
      return dotEye(ctx, x, y, s, kind === 'sparkly');
  }
}

function mouthShape(ctx: DrawContext, kind: Mouth, x: number, y: number, s: number): string {
  const line = { ...ctx.paint.line(0.8, ctx.paint.ink), 'stroke-opacity': undefined };
  switch (kind) {
    case 'cat':
      return el('path', {
        d: d`M${x - 5.5 * s} ${y}Q${x - 2.8 * s} ${y + 3.8 * s} ${x} ${y}Q${x + 2.8 * s} ${y + 3.8 * s} ${x + 5.5 * s} ${y}`,
        ...line,
      });
    case 'open':
      return (
        el('path', {
          d: d`M${x - 4.5 * s} ${y - 0.5 * s}Q${x} ${y + 0.5 * s} ${x + 4.5 * s} ${y - 0.5 * s}Q${x + 4 * s} ${y + 7 * s} ${x} ${y + 7 * s}Q${x - 4 * s} ${y + 7 * s} ${x - 4.5 * s} ${y - 0.5 * s}Z`,
          fill: ctx.paint.ink,
        }) +
        el('ellipse', { cx: x, cy: y + 4.6 * s, rx: 2.6 * s, ry: 1.9 * s, fill: ctx.colors.blush })
      );
    case 'none':
      return '';
    case 'tiny':
      return el('ellipse', { cx: x, cy: y + 1.5 * s, rx: 2 * s, ry: 1.6 * s, fill: ctx.paint.ink });
    default:
      return el('path', {
        d: d`M${x - 4.2 * s} ${y}Q${x} ${y + 4.6 * s} ${x + 4.2 * s} ${y}`,
        ...line,
      });
  }
}

export function blush(ctx: DrawContext, x: number, y: number, s = 1): string {
  if (ctx.paint.finish === 'line') return '';
  return (
    el('ellipse', {
      cx: x,
      cy: y,
      rx: 7.5 * s,
      ry: 4.6 * s,
      fill: ctx.colors.blush,
      opacity: 0.55,
    }) +
    el('path', {
      d: d`M${x - 3 * s} ${y + 1.5 * s}l${2 * s} ${-3 * s}M${x + 0.5 * s} ${y + 1.5 * s}l${2 * s} ${-3 * s}`,
      stroke: '#fff',
      'stroke-width': 1.1 * s,
      'stroke-linecap': 'round',
      opacity: 0.8,
    })
  );
}

export function face(ctx: DrawContext, options: FaceOptions): string {
  const { x, y, spacing = 21, size = 1, eyes = 'dot', mouth = 'smile' } = options;
  const s = size;
  return (
    blush(ctx, x - spacing * 1.55, y + 9 * s, s) +
    blush(ctx, x + spacing * 1.55, y + 9 * s, s) +
    eye(ctx, eyes, x - spacing, y, s, false) +
    eye(ctx, eyes, x + spacing, y, s, true) +
    mouthShape(ctx, mouth, x, y + 7 * s, s)
  );
}
