// Photography: a photo of the piece on a table. The background melts into bokeh, a fairy-light
// string glows out of focus, the item casts a contact shadow and the corners fall into vignette.
import type { DrawContext, Frame } from '../context.ts';
import { mix } from '../color.ts';
import { centred, galleryView, place, toCanvas } from '../layout.ts';
import { d, el } from '../svg.ts';
import { fullRect, grain, groundShadow, verticalGradient, vignette } from './backdrops.ts';
import type { Style } from './style.ts';

function bokeh(ctx: DrawContext, x: number, y: number, r: number, color: string, opacity: number) {
  const fill = ctx.defs.url(
    `bokeh-${color.slice(1)}`,
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".55"/>` +
      `<stop offset=".78" stop-color="${color}" stop-opacity=".75"/>` +
      `<stop offset=".92" stop-color="${color}" stop-opacity=".9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return el('circle', { cx: x, cy: y, r, fill, opacity });
}

function backgroundBokeh(ctx: DrawContext, frame: Frame, tableY: number, unit: number): string {
  const { colors, rng } = ctx;
  const tones = ['#ffffff', colors.sunny, colors.main, colors.accent, '#fff6d8'];
  let out = '';
  // A string of fairy lights sagging across the wall, far out of focus.
  const sag = tableY * rng.between(0.32, 0.46);
  for (let i = 0; i < 9; i++) {
    const t = (i + rng.between(0.1, 0.6)) / 9;
    const x = t * frame.width;
    const y = tableY * 0.12 + Math.sin(t * Math.PI) * sag;
    out += bokeh(ctx, x, y, rng.between(9, 16) * unit, rng.pick(tones), rng.between(0.5, 0.85));
  }
  for (let i = 0; i < 9; i++) {
    out += bokeh(
      ctx,
      rng.next() * frame.width,
      rng.next() * tableY * 0.95,
      rng.between(5, 22) * unit,
      rng.pick(tones),
      rng.between(0.25, 0.5),
    );
  }
  return out;
}

function table(ctx: DrawContext, frame: Frame, tableY: number): string {
  const { colors } = ctx;
  const wood = mix('#f3dcc3', colors.main, 0.15);
  const top = verticalGradient(ctx, 'table', [
    mix(wood, '#ffffff', 0.4),
    wood,
    mix(wood, colors.ink, 0.12),
  ]);
  const h = frame.height - tableY;
  let grainLines = '';
  for (let i = 1; i < 6; i++) {
    const y = tableY + h * Math.pow(i / 6, 1.5);
    grainLines += d`M0 ${y}L${frame.width} ${y}`;
  }
  return (
    el('rect', { y: tableY, width: frame.width, height: h, fill: top }) +
    el('path', {
      d: grainLines,
      stroke: mix(wood, colors.ink, 0.2),
      'stroke-width': Math.max(1, h * 0.006),
      opacity: 0.35,
    }) +
    el('rect', {
      y: tableY - h * 0.01,
      width: frame.width,
      height: h * 0.03,
      fill: '#ffffff',
      opacity: 0.5,
    })
  );
}

export const photography: Style = {
  finish: 'soft',
  render({ ctx, frame, drawing }) {
    const { colors } = ctx;
    const placement = galleryView(centred(frame, 0.7, 0.07), ctx.variant, 'artwork');
    const unit = placement.size / 200;
    const foot = toCanvas(placement, 100, 181);
    const tableY = foot.y - placement.size * 0.17;
    const wall = verticalGradient(ctx, 'photo-wall', [
      mix(colors.backdrop, colors.ink, 0.06),
      colors.backdrop,
      colors.paper,
    ]);
    const blur = ctx.defs.url(
      'defocus',
      (id) =>
        `<filter id="${id}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${3 * unit}"/></filter>`,
    );
    return (
      fullRect(frame, wall) +
      el('g', { filter: blur }, backgroundBokeh(ctx, frame, tableY, unit)) +
      table(ctx, frame, tableY) +
      groundShadow(
        ctx,
        foot.x + placement.size * 0.04,
        foot.y,
        placement.size * 0.36,
        placement.size * 0.06,
        0.5,
      ) +
      place(placement, drawing.subject) +
      bokeh(ctx, frame.width * 0.06, frame.height * 0.96, 30 * unit, '#ffffff', 0.35) +
      fullRect(frame, '#ffb27a', { opacity: 0.05 }) +
      vignette(ctx, frame, 0.3) +
      fullRect(frame, grain(ctx, '#3b2f2a', 0.1, 0.9))
    );
  },
};
