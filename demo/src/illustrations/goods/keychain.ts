// An acrylic keychain charm: a doll printed on clear acrylic, hung from a metal ring by a short
// chain, with a heart bead dangling beside it.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { characterFor } from '../characters/index.ts';
import { dollLook } from '../characters/doll.ts';
import { heart } from '../parts/decor.ts';
import { grownSilhouette } from '../parts/filters.ts';
import { nested } from '../layout.ts';
import { MATERIALS } from '../palettes.ts';
import { d, el } from '../svg.ts';

/** Clear acrylic around the print: a glassy rim a little wider than the art. */
function acrylic(ctx: DrawContext): string {
  return ctx.defs.url(
    'acrylic',
    (id) =>
      `<filter id="${id}" x="-15%" y="-15%" width="130%" height="130%" color-interpolation-filters="sRGB">` +
      grownSilhouette(7, 'edge-shape') +
      `<feFlood flood-color="${ctx.colors.ink}" flood-opacity=".35"/><feComposite in2="edge-shape" operator="in" result="edge"/>` +
      grownSilhouette(6, 'rim') +
      `<feFlood flood-color="#ffffff" flood-opacity=".8"/><feComposite in2="rim" operator="in" result="glass"/>` +
      `<feMerge><feMergeNode in="edge"/><feMergeNode in="glass"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  );
}

function hardware(ctx: DrawContext): string {
  const metal = { fill: 'none', stroke: MATERIALS.metal, 'stroke-linecap': 'round' } as const;
  const rim = {
    fill: 'none',
    stroke: mix(MATERIALS.metal, ctx.colors.ink, 0.45),
    'stroke-linecap': 'round',
  } as const;
  const links = [44, 53]
    .map(
      (y) =>
        el('ellipse', { cx: 100, cy: y, rx: 3, ry: 5, ...rim, 'stroke-width': 3.4 }) +
        el('ellipse', { cx: 100, cy: y, rx: 3, ry: 5, ...metal, 'stroke-width': 1.8 }),
    )
    .join('');
  return (
    el('circle', { cx: 100, cy: 22, r: 16, ...rim, 'stroke-width': 5.5 }) +
    el('circle', { cx: 100, cy: 22, r: 16, ...metal, 'stroke-width': 3.5 }) +
    el('path', {
      d: 'M90 12A14 14 0 0 1 108 10',
      stroke: '#ffffff',
      'stroke-width': 1.2,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    links +
    el('path', { d: d`M103 40C116 46 122 58 124 66`, ...rim, 'stroke-width': 2 }) +
    heart(ctx, 125, 72, 7, ctx.colors.blush) +
    el('circle', { cx: 100, cy: 62, r: 5, ...rim, 'stroke-width': 3.4 }) +
    el('circle', { cx: 100, cy: 62, r: 5, ...metal, 'stroke-width': 1.8 })
  );
}

export const drawKeychain: DrawMotif = (ctx) => {
  const character = characterFor(ctx.variant);
  const look = { ...dollLook(ctx.variant), pose: 'rest' as const, tilt: 0 };
  return {
    subject:
      hardware(ctx) +
      el('g', { filter: acrylic(ctx) }, nested(character(ctx, look), 100, 124, 0.6)) +
      el('path', {
        d: 'M74 84Q80 76 90 74',
        stroke: '#ffffff',
        'stroke-width': 3,
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 0.8,
      }),
  };
};
