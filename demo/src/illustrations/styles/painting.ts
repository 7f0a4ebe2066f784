// Painting: watercolour on textured paper. Washes are layered glazes with pigment pooling at
// their rims and uneven density from turbulence; small paint blooms bleed outward through a
// turbulence-driven displacement; paper grain shows through everything. (librsvg's
// displacement is slow per pixel, so it only ever runs on the small blooms.)
import type { DrawContext, Frame } from '../context.ts';
import { mix } from '../color.ts';
import { tiledNoise } from '../parts/filters.ts';
import { blobPath } from '../parts/geometry.ts';
import { sparkle } from '../parts/decor.ts';
import { centred, galleryView, place, toCanvas, type Placement } from '../layout.ts';
import { el } from '../svg.ts';
import { fullRect, grain } from './backdrops.ts';
import type { Style } from './style.ts';

/** Uneven pigment and soft wet edges for loose washes. */
function glazeFilter(ctx: DrawContext, unit: number): string {
  return ctx.defs.url(
    'glaze',
    (id) =>
      `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">` +
      tiledNoise(0.012 / unit, 2, ctx.rng.int(1, 99), 160 * unit, 'noise') +
      `<feColorMatrix in="noise" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 1.5 0 -.15" result="density"/>` +
      `<feComposite in="SourceGraphic" in2="density" operator="arithmetic" k1="1"/>` +
      `<feGaussianBlur stdDeviation="${1.4 * unit}"/></filter>`,
  );
}

/** A landscape keeps its colour solid (paper showing through a night sky reads as dirt). */
function wetFilter(ctx: DrawContext, unit: number): string {
  return ctx.defs.url(
    'wet',
    (id) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
      `<feGaussianBlur stdDeviation="${1.6 * unit}"/></filter>`,
  );
}

/** Paint that bled into wet paper: edges pushed around by turbulence. */
function bloomFilter(ctx: DrawContext, unit: number): string {
  return ctx.defs.url(
    'bloom',
    (id) =>
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%" color-interpolation-filters="sRGB">` +
      tiledNoise(0.05 / unit, 2, ctx.rng.int(1, 99), 60 * unit, 'noise') +
      `<feDisplacementMap in="SourceGraphic" in2="noise" scale="${9 * unit}" xChannelSelector="R" yChannelSelector="G"/>` +
      `<feGaussianBlur stdDeviation="${0.7 * unit}"/></filter>`,
  );
}

/** Loose washes behind the subject, one hue in three strengths (complements would turn muddy). */
function washes(ctx: DrawContext, placement: Placement, unit: number): string {
  const { colors, rng } = ctx;
  const centre = toCanvas(placement, 100, 104);
  const tints = [colors.backdrop, colors.main, colors.mainDeep];
  const opacities = [0.95, 0.4, 0.2];
  return tints
    .map((tint, i) => {
      const r = placement.size * (0.5 - i * 0.1);
      const dx = i === 0 ? 0 : rng.between(-0.25, 0.25) * placement.size;
      const dy = i === 0 ? 0 : rng.between(-0.2, 0.3) * placement.size;
      return el('path', {
        d: blobPath(rng, centre.x + dx, centre.y + dy, r * 1.05, r * 0.92, 0.16, 13),
        fill: tint,
        'fill-opacity': opacities[i],
        stroke: mix(tint, colors.ink, 0.2),
        'stroke-opacity': 0.3,
        'stroke-width': 2.4 * unit,
      });
    })
    .join('');
}

function blooms(ctx: DrawContext, placement: Placement, unit: number): string {
  const { colors, rng } = ctx;
  const filter = bloomFilter(ctx, unit);
  const tones = [colors.main, colors.accent, colors.sunny, colors.mainDeep];
  return tones
    .map((tone, i) => {
      const angle = (i / tones.length) * Math.PI * 2 + rng.between(0, 1.2);
      const spot = toCanvas(placement, 100 + Math.cos(angle) * 92, 104 + Math.sin(angle) * 88);
      const r = rng.between(7, 14) * unit;
      return el('path', {
        d: blobPath(rng, spot.x, spot.y, r, r * 0.85, 0.2, 7),
        fill: tone,
        opacity: 0.55,
        filter,
      });
    })
    .join('');
}

function splatter(ctx: DrawContext, frame: Frame, unit: number): string {
  const { colors, rng } = ctx;
  let out = '';
  for (let i = 0; i < 22; i++) {
    const color = rng.pick([colors.main, colors.mainDeep, colors.accent, colors.sunny]);
    const x = rng.next() * frame.width;
    const y = rng.next() * frame.height;
    out +=
      i % 4 === 0
        ? sparkle(x, y, rng.between(5, 10) * unit, color, 0.75)
        : el('circle', {
            cx: x,
            cy: y,
            r: rng.between(0.6, 2.6) * unit,
            fill: color,
            opacity: rng.between(0.35, 0.7),
          });
  }
  return out;
}

export const painting: Style = {
  finish: 'watercolour',
  render({ ctx, frame, drawing }) {
    const placement = galleryView(centred(frame, 0.8, 0.02), ctx.variant, 'artwork');
    const unit = placement.size / 200;
    const paper = mix(ctx.colors.paper, '#fffdf6', 0.5);
    const world = drawing.setting
      ? el('g', { filter: wetFilter(ctx, unit) }, drawing.setting(frame))
      : el('g', { filter: glazeFilter(ctx, unit) }, washes(ctx, placement, unit)) +
        blooms(ctx, placement, unit);
    return (
      fullRect(frame, paper) +
      world +
      splatter(ctx, frame, unit) +
      place(placement, drawing.subject) +
      fullRect(frame, grain(ctx, mix(ctx.colors.ink, '#8b7a66', 0.5), 0.22))
    );
  },
};
