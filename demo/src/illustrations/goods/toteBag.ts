// A canvas tote bag with long handles and a round print of one of the dolls.
import type { DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { characterFor } from '../characters/index.ts';
import { dollLook } from '../characters/doll.ts';
import { heart, sparkle } from '../parts/decor.ts';
import { fabric, stitches } from '../parts/sewing.ts';
import { nested } from '../layout.ts';
import { MATERIALS } from '../palettes.ts';
import { el } from '../svg.ts';

export const drawToteBag: DrawMotif = (ctx) => {
  const { colors, paint, variant } = ctx;
  const canvas = mix(MATERIALS.cream, colors.paper, 0.3);
  const strap = 'M70 86C64 16 136 16 130 86';
  const character = characterFor(variant, 1);
  return {
    subject:
      el('path', { d: strap, ...paint.line(1), 'stroke-width': 11 }) +
      el('path', { d: strap, fill: 'none', stroke: paint.tint(colors.main), 'stroke-width': 7 }) +
      el('path', { d: strap, ...stitches(ctx, '#ffffff', 0.9) }) +
      fabric(ctx, 'path', { d: 'M44 80L156 80L164 180Q100 186 36 180Z' }, canvas) +
      el('path', { d: 'M45 92L155 92', ...stitches(ctx) }) +
      el('path', {
        d: 'M50 84L44 176M150 84L156 176',
        ...paint.line(0.5),
        'stroke-opacity': 0.25,
      }) +
      el('circle', { cx: 100, cy: 134, r: 36, fill: paint.fill(colors.backdrop) }) +
      nested(character(ctx, { ...dollLook(variant), tilt: 0 }), 100, 132, 0.4) +
      heart(ctx, 62, 108, 5, colors.blush) +
      heart(ctx, 140, 160, 4, colors.accent) +
      sparkle(138, 104, 6, colors.sunny) +
      el('rect', {
        x: 150,
        y: 120,
        width: 10,
        height: 16,
        rx: 2,
        ...paint.solid(colors.accent, 0.6),
      }),
  };
};
