// Sculpture: the subject as a glossy clay figure, lit from the upper left, standing on a
// round plinth in a softly lit gallery corner.
import type { DrawContext, Frame } from '../context.ts';
import { mix } from '../color.ts';
import { centred, galleryView, place, toCanvas, type Placement } from '../layout.ts';
import { d, el } from '../svg.ts';
import { fullRect, groundShadow, radialFade, verticalGradient } from './backdrops.ts';
import type { Style } from './style.ts';

function gallery(ctx: DrawContext, frame: Frame, floorY: number): string {
  const { colors } = ctx;
  const wall = verticalGradient(ctx, 'wall', [
    mix(colors.paper, '#ffffff', 0.4),
    colors.paper,
    mix(colors.backdrop, colors.paper, 0.4),
  ]);
  const floor = verticalGradient(ctx, 'floor', [
    mix(colors.backdrop, colors.ink, 0.06),
    colors.paper,
  ]);
  const spot = el('ellipse', {
    cx: frame.width / 2,
    cy: floorY * 0.55,
    rx: frame.width * 0.5,
    ry: floorY * 0.6,
    fill: radialFade(ctx, 'spotlight', '#ffffff', 0.9),
  });
  return (
    fullRect(frame, wall) +
    spot +
    el('rect', { y: floorY, width: frame.width, height: frame.height - floorY, fill: floor })
  );
}

/** A marble cylinder; returns its markup and the y of its top surface. */
function plinth(ctx: DrawContext, cx: number, top: number, width: number, height: number): string {
  const { colors } = ctx;
  const rx = width / 2;
  const ry = width * 0.12;
  const side = ctx.defs.url(
    'plinth-side',
    (id) =>
      `<linearGradient id="${id}"><stop offset="0" stop-color="${mix('#ffffff', colors.backdrop, 0.6)}"/>` +
      `<stop offset=".35" stop-color="#ffffff"/><stop offset="1" stop-color="${mix(colors.backdrop, colors.ink, 0.12)}"/></linearGradient>`,
  );
  return (
    groundShadow(ctx, cx + width * 0.08, top + height, rx * 1.3, ry * 1.4, 0.3) +
    el('path', {
      d: d`M${cx - rx} ${top}V${top + height}A${rx} ${ry} 0 0 0 ${cx + rx} ${top + height}V${top}Z`,
      fill: side,
    }) +
    el('ellipse', {
      cx,
      cy: top,
      rx,
      ry,
      fill: mix(colors.paper, '#ffffff', 0.5),
      stroke: mix(colors.backdrop, colors.ink, 0.1),
      'stroke-width': ry * 0.06,
    }) +
    el('path', {
      d: d`M${cx - rx} ${top + height * 0.16}A${rx} ${ry} 0 0 0 ${cx + rx} ${top + height * 0.16}`,
      fill: 'none',
      stroke: mix(colors.main, '#ffffff', 0.3),
      'stroke-width': height * 0.05,
    })
  );
}

function standingShadow(ctx: DrawContext, placement: Placement): string {
  const foot = toCanvas(placement, 100, 181);
  return groundShadow(ctx, foot.x, foot.y, placement.size * 0.32, placement.size * 0.05, 0.45);
}

export const sculpture: Style = {
  finish: 'shaded',
  render({ ctx, frame, drawing }) {
    const base = Math.min(frame.width, frame.height);
    const placement = galleryView(centred(frame, 0.66, -0.12), ctx.variant, 'artwork');
    const top = toCanvas(placement, 100, 180).y;
    const height = base * 0.22;
    const floorY = top + height * 0.62;
    return (
      gallery(ctx, frame, floorY) +
      plinth(ctx, frame.width / 2, top, placement.size * 0.78, height) +
      standingShadow(ctx, placement) +
      place(placement, drawing.subject)
    );
  },
};
