// Mixed media: a collage on grid paper. Torn paper scraps, washi tape, running stitches and a
// cut-out subject with a white paper border.
import type { DrawContext, Frame } from '../context.ts';
import { mix } from '../color.ts';
import { heartPath, starPath, tornRectPath } from '../parts/geometry.ts';
import { grownSilhouette } from '../parts/filters.ts';
import { button, stitches } from '../parts/sewing.ts';
import { centred, galleryView, place, type Placement } from '../layout.ts';
import { d, el, translate } from '../svg.ts';
import { fullRect, grain } from './backdrops.ts';
import type { Style } from './style.ts';

/** A crisp paper shadow: the same shape, nudged down and right, in translucent ink. */
function paperShadow(ctx: DrawContext, path: string, unit: number): string {
  return el('path', {
    d: path,
    fill: ctx.colors.ink,
    opacity: 0.14,
    transform: `translate(${1.6 * unit} ${2.4 * unit})`,
  });
}

/** A white paper border and shadow around the subject, as if cut out with scissors. */
function cutOut(ctx: DrawContext): string {
  return ctx.defs.url(
    'cut-out',
    (id) =>
      `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">` +
      grownSilhouette(4.5, 'fat') +
      `<feFlood flood-color="#ffffff"/><feComposite in2="fat" operator="in" result="border"/>` +
      `<feOffset in="fat" dx="2" dy="3"/>` +
      `<feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 .22 0" result="shadow"/>` +
      `<feMerge><feMergeNode in="shadow"/><feMergeNode in="border"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  );
}

function gridPaper(ctx: DrawContext, frame: Frame, tile: number): string {
  const line = mix(ctx.colors.backdrop, ctx.colors.mainDeep, 0.35);
  const grid = ctx.defs.url(
    'grid',
    (id) =>
      `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">` +
      `<path d="M${tile} 0V${tile}H0" fill="none" stroke="${line}" stroke-width="${Math.max(1, tile / 28)}" opacity=".6"/></pattern>`,
  );
  return fullRect(frame, mix(ctx.colors.paper, '#ffffff', 0.3)) + fullRect(frame, grid);
}

function scrap(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  unit: number,
) {
  const { rng } = ctx;
  const jag = 1.6 * unit;
  const backing = tornRectPath(rng, x - jag, y - jag, w + jag * 2, h + jag * 2, jag);
  return el(
    'g',
    { transform: `rotate(${rng.between(-14, 14).toFixed(1)} ${x + w / 2} ${y + h / 2})` },
    paperShadow(ctx, backing, unit) +
      el('path', { d: backing, fill: '#fffdf8' }) +
      el('path', { d: tornRectPath(rng, x, y, w, h, jag), fill: color }),
  );
}

function washiTape(
  ctx: DrawContext,
  x: number,
  y: number,
  length: number,
  rotate: number,
  unit: number,
) {
  const { colors } = ctx;
  const h = 13 * unit;
  const half = length / 2;
  let zigzag = d`M${-half} ${-h / 2}H${half}`;
  for (let i = 0; i <= 4; i++)
    zigzag += d`L${half + (i % 2 === 0 ? 0 : 2.2 * unit)} ${-h / 2 + (h * i) / 4}`;
  zigzag += d`H${-half}`;
  for (let i = 4; i >= 0; i--)
    zigzag += d`L${-half - (i % 2 === 0 ? 0 : 2.2 * unit)} ${-h / 2 + (h * i) / 4}`;
  const dots = ctx.defs.url(
    'tape-dots',
    (id) =>
      `<pattern id="${id}" width="${6 * unit}" height="${6 * unit}" patternUnits="userSpaceOnUse">` +
      `<circle cx="${3 * unit}" cy="${3 * unit}" r="${1.2 * unit}" fill="#ffffff"/></pattern>`,
  );
  return el(
    'g',
    { transform: translate(x, y, 1, rotate), opacity: 0.88 },
    el('path', { d: `${zigzag}Z`, fill: colors.accent }) +
      el('path', { d: `${zigzag}Z`, fill: dots, opacity: 0.7 }),
  );
}

/** Little felt shapes stitched to the page around the subject. */
function feltBits(ctx: DrawContext, frame: Frame, placement: Placement, unit: number): string {
  const { colors } = ctx;
  const left = placement.x - 8 * unit;
  const right = placement.x + placement.size + 8 * unit;
  // Kept on the canvas even when the card fills a narrow frame.
  const heartSpot = { x: Math.max(20 * unit, left), y: placement.y + placement.size * 0.78 };
  const starSpot = {
    x: Math.min(frame.width - 20 * unit, right),
    y: placement.y + placement.size * 0.22,
  };
  return (
    el('path', {
      d: heartPath(heartSpot.x, heartSpot.y, 14 * unit),
      fill: colors.blush,
      stroke: colors.ink,
      'stroke-width': 1.2 * unit,
    }) +
    el('path', {
      d: heartPath(heartSpot.x, heartSpot.y + 0.5 * unit, 10.5 * unit),
      ...stitches(ctx, '#ffffff', 1.2 * unit),
    }) +
    el('path', {
      d: starPath(starSpot.x, starSpot.y, 15 * unit),
      fill: colors.sunny,
      stroke: colors.ink,
      'stroke-width': 1.2 * unit,
      'stroke-linejoin': 'round',
    }) +
    el('path', {
      d: starPath(starSpot.x, starSpot.y, 10 * unit),
      ...stitches(ctx, colors.ink, 1 * unit),
    }) +
    el(
      'g',
      { transform: translate(starSpot.x - 6 * unit, placement.y + placement.size * 0.86, unit) },
      button(ctx, 0, 0, 7, colors.main),
    )
  );
}

export const mixedMedia: Style = {
  finish: 'flat',
  render({ ctx, frame, drawing }) {
    const { colors, rng } = ctx;
    const placement = galleryView(centred(frame, 0.74, 0.02), ctx.variant, 'artwork');
    const unit = placement.size / 200;
    const card = {
      x: placement.x - 6 * unit,
      y: placement.y - 2 * unit,
      w: placement.size + 12 * unit,
      h: placement.size + 6 * unit,
    };
    const cardPath = tornRectPath(rng, card.x, card.y, card.w, card.h, 1.8 * unit);
    const clip = ctx.defs.url(
      'card-clip',
      (id) => `<clipPath id="${id}"><path d="${cardPath}"/></clipPath>`,
    );
    const scraps = [colors.main, colors.sunny, colors.accent, colors.backdrop]
      .map((tint, i) => {
        const w = placement.size * rng.between(0.35, 0.55);
        const h = placement.size * rng.between(0.25, 0.4);
        const x = i % 2 === 0 ? placement.x - w * 0.45 : placement.x + placement.size - w * 0.55;
        const y = i < 2 ? placement.y - h * 0.3 : placement.y + placement.size - h * 0.7;
        return scrap(ctx, x, y, w, h, mix(tint, '#ffffff', 0.25), unit);
      })
      .join('');
    const cardFace = drawing.setting
      ? el('g', { 'clip-path': clip }, drawing.setting(frame))
      : el('path', { d: cardPath, fill: mix(colors.paper, colors.backdrop, 0.5) });
    const inset = 7 * unit;
    return (
      gridPaper(ctx, frame, Math.max(16, Math.min(frame.width, frame.height) / 18)) +
      scraps +
      paperShadow(ctx, cardPath, unit) +
      cardFace +
      el('rect', {
        x: card.x + inset,
        y: card.y + inset,
        width: card.w - inset * 2,
        height: card.h - inset * 2,
        rx: 4 * unit,
        ...stitches(ctx, colors.mainDeep, 1.6 * unit),
        opacity: 0.8,
      }) +
      washiTape(ctx, card.x + card.w * 0.12, card.y + 2 * unit, 58 * unit, -32, unit) +
      washiTape(ctx, card.x + card.w * 0.88, card.y + card.h - 2 * unit, 58 * unit, -28, unit) +
      place(placement, drawing.subject, cutOut(ctx)) +
      feltBits(ctx, frame, placement, unit) +
      fullRect(frame, grain(ctx, '#6b5a4a', 0.14))
    );
  },
};
