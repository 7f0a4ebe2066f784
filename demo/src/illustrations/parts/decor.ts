// Sparkles, hearts, stars, clouds and flowers: the small joys scattered around every picture.
import type { DrawContext } from '../context.ts';
import { el } from '../svg.ts';
import { cloudPath, heartPath, scallopPath, sparklePath, starPath } from './geometry.ts';

export function sparkle(x: number, y: number, r: number, color: string, opacity = 1): string {
  return el('path', {
    d: sparklePath(x, y, r),
    fill: color,
    opacity: opacity === 1 ? undefined : opacity,
  });
}

export function heart(ctx: DrawContext, x: number, y: number, size: number, color: string) {
  return el('path', { d: heartPath(x, y, size), ...ctx.paint.solid(color, size < 8 ? 0.6 : 1) });
}

export function star(ctx: DrawContext, x: number, y: number, r: number, color: string) {
  return el('path', { d: starPath(x, y, r, r * 0.52), ...ctx.paint.solid(color, r < 8 ? 0.6 : 1) });
}

export function cloud(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  color = '#ffffff',
) {
  return el('path', { d: cloudPath(x, y, w, h), ...ctx.paint.solid(color, 0.8) });
}

export function flower(ctx: DrawContext, x: number, y: number, r: number, petals: string) {
  return (
    el('path', {
      d: scallopPath(x, y, r * 0.62, r * 0.62, 5, -Math.PI / 2),
      ...ctx.paint.solid(petals, 0.6),
    }) + el('circle', { cx: x, cy: y, r: r * 0.3, fill: ctx.paint.fill(ctx.colors.sunny) })
  );
}

/** Scatters small decorations around a rectangle, avoiding an optional central keep-out. */
export function scatterTwinkles(
  ctx: DrawContext,
  area: { x: number; y: number; w: number; h: number },
  count: number,
  size: number,
  keepOut?: { x: number; y: number; r: number },
  halo = false,
): string {
  const { rng, colors } = ctx;
  const glow = halo
    ? ctx.defs.url(
        'twinkle-halo',
        (id) =>
          `<radialGradient id="${id}"><stop offset="0" stop-color="#ffffff" stop-opacity=".9"/>` +
          `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
      )
    : '';
  let out = '';
  for (let placed = 0, tries = 0; placed < count && tries < count * 12; tries++) {
    const x = area.x + rng.next() * area.w;
    const y = area.y + rng.next() * area.h;
    if (keepOut && Math.hypot(x - keepOut.x, y - keepOut.y) < keepOut.r) continue;
    const r = size * rng.between(0.55, 1.2);
    const kind = rng.int(0, 3);
    const color = rng.pick([colors.sunny, colors.main, colors.accent, '#ffffff']);
    if (halo) out += el('circle', { cx: x, cy: y, r: r * 1.5, fill: glow });
    if (kind === 0) out += el('circle', { cx: x, cy: y, r: r * 0.3, fill: color });
    else if (kind === 1) out += el('path', { d: heartPath(x, y, r * 0.6), fill: color });
    else if (kind === 2)
      out += el('path', {
        d: starPath(x, y, r * 0.7, r * 0.34),
        fill: color,
        stroke: color,
        'stroke-width': r * 0.12,
        'stroke-linejoin': 'round',
      });
    else out += sparkle(x, y, r, color);
    placed++;
  }
  return out;
}
