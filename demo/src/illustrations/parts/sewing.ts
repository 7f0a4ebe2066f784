// Handmade details: running stitches, sewn-on buttons, ribbon bows and felt texture.
import type { DrawContext } from '../context.ts';
import { mix } from '../color.ts';
import { d, el, translate, type Attrs } from '../svg.ts';

/** Stroke attributes for a running stitch in a thread a little darker than the fabric. */
export function stitches(ctx: DrawContext, thread = ctx.paint.ink, width = 1.3): Attrs {
  return {
    fill: 'none',
    stroke: thread,
    'stroke-width': width,
    'stroke-dasharray': `${width * 2.6} ${width * 2}`,
    'stroke-linecap': 'round',
    opacity: 0.55,
  };
}

function feltPattern(ctx: DrawContext): string {
  return ctx.defs.url(
    'felt',
    (id) =>
      `<pattern id="${id}" width="7" height="7" patternUnits="userSpaceOnUse">` +
      `<path d="M1 2l2 1M4 5.5l2-1M5.5 1.5l.5 1.8M1.5 5l.3 1.6" stroke="${ctx.paint.ink}" stroke-opacity=".08" stroke-width=".6" stroke-linecap="round"/>` +
      `<path d="M3 .8l1.2 .8M.5 4l1.4-.6" stroke="#fff" stroke-opacity=".3" stroke-width=".7" stroke-linecap="round"/>` +
      `</pattern>`,
  );
}

/** A fabric part: the shape in its colour with a felt texture laid over it. */
export function fabric(ctx: DrawContext, tag: string, geometry: Attrs, color: string, outline = 1) {
  const shape = el(tag, { ...geometry, ...ctx.paint.solid(color, outline) });
  return ctx.paint.texture ? shape + el(tag, { ...geometry, fill: feltPattern(ctx) }) : shape;
}

export function button(ctx: DrawContext, x: number, y: number, r: number, color: string): string {
  const hole = r * 0.18;
  return (
    el('circle', { cx: x, cy: y, r, ...ctx.paint.solid(color, 0.6) }) +
    el('circle', {
      cx: x,
      cy: y,
      r: r * 0.7,
      fill: 'none',
      stroke: mix(color, ctx.paint.ink, 0.3),
      'stroke-width': r * 0.1,
      opacity: 0.6,
    }) +
    el('circle', { cx: x - r * 0.3, cy: y, r: hole, fill: ctx.paint.ink }) +
    el('circle', { cx: x + r * 0.3, cy: y, r: hole, fill: ctx.paint.ink }) +
    el('path', {
      d: d`M${x - r * 0.3} ${y}H${x + r * 0.3}`,
      stroke: '#fff',
      'stroke-width': r * 0.16,
      opacity: 0.9,
    })
  );
}

/** A ribbon bow centred on (x, y), `size` being half its width. */
export function bow(
  ctx: DrawContext,
  x: number,
  y: number,
  size: number,
  color: string,
  rotate = 0,
) {
  const s = size / 24;
  const fold = { ...ctx.paint.line(0.5), 'stroke-opacity': 0.45 };
  const body =
    el('path', { d: 'M-3 3L-11 19L-4 17L-1 22L2 5Z', ...ctx.paint.solid(color, 0.7) }) +
    el('path', { d: 'M3 3L11 19L4 17L1 22L-2 5Z', ...ctx.paint.solid(color, 0.7) }) +
    el('path', { d: 'M0 0C-6-11-23-14-24-1C-24 10-9 9 0 0Z', ...ctx.paint.solid(color, 0.8) }) +
    el('path', { d: 'M0 0C6-11 23-14 24-1C24 10 9 9 0 0Z', ...ctx.paint.solid(color, 0.8) }) +
    el('path', { d: 'M-6-2C-11-6-15-6-17-3M6-2C11-6 15-6 17-3', ...fold }) +
    el('ellipse', {
      cx: 0,
      cy: 0,
      rx: 5.5,
      ry: 6,
      ...ctx.paint.solid(mix(color, ctx.paint.ink, 0.12), 0.7),
    });
  return el('g', { transform: translate(x, y, s, rotate) }, body);
}
