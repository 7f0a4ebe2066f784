// A framed art print hanging from a nail: a doll on a pastel ground behind glass and mat.
import type { DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { characterFor } from '../characters/index.ts';
import { dollLook } from '../characters/doll.ts';
import { sparkle } from '../parts/decor.ts';
import { hillPathIn } from '../parts/geometry.ts';
import { nested } from '../layout.ts';
import { MATERIALS } from '../palettes.ts';
import { el } from '../svg.ts';

export const drawArtPrint: DrawMotif = (ctx) => {
  const { colors, paint, variant } = ctx;
  const frame = mix(MATERIALS.wood, colors.main, 0.35);
  const character = characterFor(variant, 2);
  const art = { x: 60, y: 42, w: 80, h: 114 };
  const clip = ctx.defs.url(
    'print-clip',
    (id) =>
      `<clipPath id="${id}"><rect x="${art.x}" y="${art.y}" width="${art.w}" height="${art.h}"/></clipPath>`,
  );
  return {
    subject:
      el('path', { d: 'M58 30L100 8L142 30', ...paint.line(0.5), 'stroke-opacity': 0.7 }) +
      el('circle', {
        cx: 100,
        cy: 8,
        r: 3,
        fill: MATERIALS.metal,
        stroke: paint.ink,
        'stroke-width': 1,
      }) +
      el('rect', { x: 42, y: 24, width: 116, height: 150, rx: 4, ...paint.solid(frame) }) +
      el('rect', {
        x: 50,
        y: 32,
        width: 100,
        height: 134,
        fill: '#fffdf9',
        stroke: mix(frame, paint.ink, 0.3),
        'stroke-width': 1,
      }) +
      el(
        'g',
        { 'clip-path': clip },
        el('rect', { x: art.x, y: art.y, width: art.w, height: art.h, fill: colors.backdrop }) +
          el('path', {
            d: hillPathIn(art.x, art.y + art.h * 0.78, art.w, art.h * 0.3, 4),
            fill: mix(colors.main, '#ffffff', 0.4),
          }) +
          nested(character(ctx, { ...dollLook(variant), tilt: 0 }), 100, 104, 0.46) +
          sparkle(70, 54, 5, colors.sunny) +
          sparkle(130, 62, 4, '#ffffff'),
      ) +
      el('path', { d: 'M50 32L92 32L50 96Z', fill: '#ffffff', opacity: 0.22 }) +
      el('path', { d: 'M118 166L150 120L150 166Z', fill: '#ffffff', opacity: 0.14 }),
  };
};
