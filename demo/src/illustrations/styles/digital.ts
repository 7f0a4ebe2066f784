// Digital: crisp flat vector art. A bold graphic ground (sunburst, pattern or rings), a
// sticker-like badge behind the subject and a soft white glow around shapes and twinkles.
import type { DrawContext, Frame } from '../context.ts';
import { mix } from '../color.ts';
import { scatterTwinkles } from '../parts/decor.ts';
import { centred, galleryView, place, toCanvas } from '../layout.ts';
import { d, el } from '../svg.ts';
import { backgroundPattern, fullRect, patternForVariant } from './backdrops.ts';
import type { Style } from './style.ts';

function glowFilter(ctx: DrawContext): string {
  return ctx.defs.url(
    'glow',
    (id) =>
      `<filter id="${id}" x="-15%" y="-15%" width="130%" height="130%" color-interpolation-filters="sRGB">` +
      `<feGaussianBlur in="SourceAlpha" stdDeviation="4"/>` +
      `<feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1.6 0" result="halo"/>` +
      `<feMerge><feMergeNode in="halo"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  );
}

function sunburst(frame: Frame, cx: number, cy: number, color: string): string {
  const reach = Math.hypot(frame.width, frame.height);
  const rays = 18;
  let path = '';
  for (let i = 0; i < rays; i += 2) {
    const a0 = (i / rays) * Math.PI * 2;
    const a1 = ((i + 1) / rays) * Math.PI * 2;
    path += d`M${cx} ${cy}L${cx + Math.cos(a0) * reach} ${cy + Math.sin(a0) * reach}L${cx + Math.cos(a1) * reach} ${cy + Math.sin(a1) * reach}Z`;
  }
  return el('path', { d: path, fill: color });
}

function rings(frame: Frame, cx: number, cy: number, step: number, color: string): string {
  const reach = Math.hypot(frame.width, frame.height) / 2 + step;
  let out = '';
  for (let r = reach; r > step; r -= step * 2)
    out += el('circle', { cx, cy, r, fill: 'none', stroke: color, 'stroke-width': step });
  return out;
}

function graphicGround(
  ctx: DrawContext,
  frame: Frame,
  cx: number,
  cy: number,
  unit: number,
): string {
  const { colors, variant } = ctx;
  const tone = mix(colors.backdrop, colors.main, 0.4);
  const base = fullRect(frame, colors.backdrop);
  switch (variant % 3) {
    case 0:
      return base + sunburst(frame, cx, cy, tone);
    case 1:
      return (
        base + fullRect(frame, backgroundPattern(ctx, patternForVariant(variant), 30 * unit, tone))
      );
    default:
      return base + rings(frame, cx, cy, 14 * unit, tone);
  }
}

function badge(ctx: DrawContext, cx: number, cy: number, r: number, unit: number): string {
  const { colors } = ctx;
  return (
    el('circle', {
      cx,
      cy,
      r: r + 7 * unit,
      fill: 'none',
      stroke: colors.mainDeep,
      'stroke-width': 1.6 * unit,
      'stroke-dasharray': `${5 * unit} ${4 * unit}`,
    }) +
    el('circle', {
      cx,
      cy,
      r,
      fill: mix(colors.main, '#ffffff', 0.35),
      stroke: '#ffffff',
      'stroke-width': 4 * unit,
    })
  );
}

export const digital: Style = {
  finish: 'flat',
  render({ ctx, frame, drawing }) {
    const placement = galleryView(centred(frame, 0.8, 0.02), ctx.variant, 'artwork');
    const centre = toCanvas(placement, 100, 104);
    const unit = placement.size / 200;
    const world = drawing.setting
      ? drawing.setting(frame)
      : graphicGround(ctx, frame, centre.x, centre.y, unit) +
        badge(ctx, centre.x, centre.y, placement.size * 0.44, unit);
    const twinkles = scatterTwinkles(
      ctx,
      { x: 0, y: 0, w: frame.width, h: frame.height },
      12,
      9 * unit,
      { x: centre.x, y: centre.y, r: placement.size * 0.5 },
      true,
    );
    return world + place(placement, drawing.subject, glowFilter(ctx)) + twinkles;
  },
};
