// Backdrop pieces several styles share: fill patterns, paper grain, soft glows and fades.
import type { DrawContext, Frame } from '../context.ts';
import { matrixColumn } from '../color.ts';
import { heartPath, starPath } from '../parts/geometry.ts';
import { d, el, num } from '../svg.ts';

export type BackgroundPattern = 'dots' | 'hearts' | 'stars' | 'gingham' | 'stripes';
const PATTERNS: BackgroundPattern[] = ['dots', 'hearts', 'stars', 'gingham', 'stripes'];

export function patternForVariant(variant: number): BackgroundPattern {
  return PATTERNS[variant % PATTERNS.length]!;
}

function patternTile(kind: BackgroundPattern, t: number, color: string): string {
  switch (kind) {
    case 'dots':
      return (
        el('circle', { cx: t / 4, cy: t / 4, r: t * 0.08, fill: color }) +
        el('circle', { cx: (t * 3) / 4, cy: (t * 3) / 4, r: t * 0.08, fill: color })
      );
    case 'hearts':
      return (
        el('path', { d: heartPath(t / 4, t / 4, t * 0.1), fill: color }) +
        el('path', { d: heartPath((t * 3) / 4, (t * 3) / 4, t * 0.1), fill: color })
      );
    case 'stars':
      return (
        el('path', {
          d: starPath(t / 4, t / 4, t * 0.12, t * 0.06),
          fill: color,
          stroke: color,
          'stroke-width': t * 0.03,
          'stroke-linejoin': 'round',
        }) + el('circle', { cx: (t * 3) / 4, cy: (t * 3) / 4, r: t * 0.05, fill: color })
      );
    case 'gingham':
      return (
        el('rect', { width: t / 2, height: t, fill: color, opacity: 0.5 }) +
        el('rect', { width: t, height: t / 2, fill: color, opacity: 0.5 })
      );
    case 'stripes':
      return el('rect', { width: t / 2.6, height: t, fill: color, opacity: 0.7 });
  }
}

/** A repeating decorative pattern sized to the canvas; returns the fill url. */
export function backgroundPattern(
  ctx: DrawContext,
  kind: BackgroundPattern,
  tile: number,
  color: string,
) {
  return ctx.defs.url(`pattern-${kind}`, (id) =>
    el(
      'pattern',
      {
        id,
        width: tile,
        height: tile,
        patternUnits: 'userSpaceOnUse',
        patternTransform: kind === 'stripes' ? 'rotate(35)' : undefined,
      },
      patternTile(kind, tile, color),
    ),
  );
}

/**
 * Paper grain: noise rendered once into a small seamless tile and repeated, which is far
 * cheaper than filtering the whole canvas.
 */
export function grain(ctx: DrawContext, tone: string, strength: number, frequency = 0.7): string {
  const tile = 180;
  const filter = ctx.defs.url(
    'grain-noise',
    (id) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="3" seed="${ctx.rng.int(1, 99)}" stitchTiles="stitch"/>` +
      `<feColorMatrix values="0 0 0 0 ${matrixColumn(tone)}  0 0 0 -1.6 1.05"/>` +
      `</filter>`,
  );
  return ctx.defs.url(
    'grain',
    (id) =>
      `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">` +
      `<g opacity="${strength}"><rect width="${tile}" height="${tile}" fill="${tone}" filter="${filter}"/></g></pattern>`,
  );
}

/** A radial gradient from `color` at `opacity` in the centre to transparent at the edge. */
export function radialFade(
  ctx: DrawContext,
  key: string,
  color: string,
  opacity: number,
  hold = 0,
) {
  return ctx.defs.url(
    key,
    (id) =>
      `<radialGradient id="${id}">` +
      `<stop offset="${hold}" stop-color="${color}" stop-opacity="${opacity}"/>` +
      `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
}

/** A top-to-bottom gradient through the given colours, evenly spaced. */
export function verticalGradient(ctx: DrawContext, key: string, colors: string[]): string {
  const stops = colors
    .map(
      (color, i) =>
        `<stop offset="${num(i / Math.max(1, colors.length - 1))}" stop-color="${color}"/>`,
    )
    .join('');
  return ctx.defs.url(
    key,
    (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`,
  );
}

export function fullRect(frame: Frame, fill: string, extra: Record<string, string | number> = {}) {
  return el('rect', { width: frame.width, height: frame.height, fill, ...extra });
}

/** Darkened corners, as through a lens. */
export function vignette(ctx: DrawContext, frame: Frame, strength: number): string {
  const fill = ctx.defs.url(
    'vignette',
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".48" r=".75">` +
      `<stop offset=".55" stop-color="${ctx.colors.ink}" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="${ctx.colors.ink}" stop-opacity="${strength}"/></radialGradient>`,
  );
  return fullRect(frame, fill);
}

/** A soft elliptical shadow on the ground. */
export function groundShadow(
  ctx: DrawContext,
  x: number,
  y: number,
  rx: number,
  ry: number,
  opacity: number,
) {
  return el('ellipse', {
    cx: x,
    cy: y,
    rx,
    ry,
    fill: radialFade(ctx, 'ground-shadow', ctx.colors.ink, opacity),
  });
}

/** A gentle hill line used by landscapes and covers. */
export function hillPath(frame: Frame, baseline: number, amplitude: number, phase: number): string {
  const { width, height } = frame;
  return (
    d`M0 ${height}L0 ${baseline + Math.sin(phase) * amplitude}` +
    d`C${width * 0.3} ${baseline - amplitude * 1.4} ${width * 0.6} ${baseline + amplitude * 1.2} ${width} ${baseline - Math.cos(phase) * amplitude}` +
    d`L${width} ${height}Z`
  );
}
