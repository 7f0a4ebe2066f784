// Three smiling flowers on a grassy mound with a butterfly, in a meadow under a soft sky.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { face } from '../parts/face.ts';
import { scallopPath } from '../parts/geometry.ts';
import { MATERIALS } from '../palettes.ts';
import { d, el, translate } from '../svg.ts';
import { meadow } from './settings.ts';

function bloom(ctx: DrawContext, x: number, y: number, r: number, petals: string, mood: number) {
  const { paint } = ctx;
  return (
    el('path', {
      d: d`M${x} ${y}C${x + (100 - x) * 0.2} ${y + 40} ${100 + (x - 100) * 0.3} 150 ${100 + (x - 100) * 0.35} 176`,
      ...paint.line(1.8),
      'stroke-opacity': undefined,
    }) +
    el('path', {
      d: d`M${x} ${y}C${x + (100 - x) * 0.2} ${y + 40} ${100 + (x - 100) * 0.3} 150 ${100 + (x - 100) * 0.35} 176`,
      fill: 'none',
      stroke: paint.tint(MATERIALS.leafDeep),
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: scallopPath(x, y, r * 0.78, r * 0.78, 7, mood), ...paint.solid(petals) }) +
    el('circle', {
      cx: x,
      cy: y,
      r: r * 0.5,
      ...paint.solid(mix(ctx.colors.sunny, '#ffffff', 0.2), 0.8),
    }) +
    face(ctx, {
      x,
      y: y - r * 0.06,
      spacing: r * 0.2,
      size: r / 40,
      eyes: mood % 2 ? 'happy' : 'dot',
      mouth: 'smile',
    })
  );
}

function butterfly(ctx: DrawContext, x: number, y: number): string {
  const wing = ctx.paint.solid(ctx.colors.accent, 0.6);
  return el(
    'g',
    { transform: translate(x, y, 1, -14) },
    el('ellipse', { cx: -7, cy: -5, rx: 8, ry: 7, ...wing }) +
      el('ellipse', { cx: 7, cy: -5, rx: 8, ry: 7, ...wing }) +
      el('ellipse', { cx: -5, cy: 5, rx: 5, ry: 4.5, ...wing }) +
      el('ellipse', { cx: 5, cy: 5, rx: 5, ry: 4.5, ...wing }) +
      el('path', { d: 'M0-8V9M0-8L-3-13M0-8L3-13', ...ctx.paint.line(0.8) }),
  );
}

export const drawFlowerField: DrawMotif = (ctx) => {
  const { colors, paint, variant } = ctx;
  const leaf = paint.solid(MATERIALS.leaf, 0.7);
  return {
    subject:
      el('ellipse', { cx: 76, cy: 150, rx: 14, ry: 6, transform: 'rotate(-30 76 150)', ...leaf }) +
      el('ellipse', { cx: 126, cy: 146, rx: 14, ry: 6, transform: 'rotate(30 126 146)', ...leaf }) +
      bloom(ctx, 52, 104, 26, colors.accent, variant + 1) +
      bloom(ctx, 148, 98, 28, mix(colors.blush, '#ffffff', 0.3), variant + 2) +
      bloom(ctx, 100, 70, 36, colors.main, variant) +
      el('path', {
        d: scallopPath(100, 180, 62, 9, 14, 0.2),
        ...paint.solid(MATERIALS.leaf, 0.8),
      }) +
      butterfly(ctx, variant % 2 ? 30 : 168, variant % 2 ? 46 : 40),
    setting: (frame) => meadow(ctx, frame),
  };
};
