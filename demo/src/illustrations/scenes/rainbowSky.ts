// A pastel rainbow bridging two smiling clouds, with raindrop hearts below.
import type { DrawMotif } from '../context.ts';
import { cloud, heart, sparkle } from '../parts/decor.ts';
import { expression, face } from '../parts/face.ts';
import { d, el } from '../svg.ts';
import { openSky } from './settings.ts';

const RAINBOW = ['#ffb3c7', '#ffd2a8', '#fff0a3', '#bdebd2', '#bfe0fa', '#d8c7f7'];

export const drawRainbowSky: DrawMotif = (ctx) => {
  const { colors, paint, variant } = ctx;
  const cx = 100;
  const cy = 138;
  const band = 8;
  const outer = 80;
  const bands = RAINBOW.map((tone, i) => {
    const r = outer - band / 2 - i * band;
    return el('path', {
      d: d`M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r} ${cy}`,
      fill: 'none',
      stroke: paint.tint(tone),
      'stroke-width': band + 0.6,
    });
  }).join('');
  const inner = outer - band * RAINBOW.length;
  const edge = d`M${cx - outer} ${cy}A${outer} ${outer} 0 0 1 ${cx + outer} ${cy}M${cx - inner} ${cy}A${inner} ${inner} 0 0 1 ${cx + inner} ${cy}`;
  return {
    subject:
      bands +
      el('path', { d: edge, ...paint.line(1) }) +
      cloud(ctx, 34, 140, 66, 36) +
      cloud(ctx, 166, 140, 66, 36) +
      face(ctx, {
        x: 34,
        y: 146,
        spacing: 10,
        size: 0.62,
        eyes: expression(variant).eyes,
        mouth: 'smile',
      }) +
      face(ctx, {
        x: 166,
        y: 146,
        spacing: 10,
        size: 0.62,
        eyes: expression(variant + 2).eyes,
        mouth: 'cat',
      }) +
      heart(ctx, 30, 176, 6, colors.blush) +
      heart(ctx, 170, 178, 5, colors.accent) +
      heart(ctx, 100, 168, 7, colors.main) +
      sparkle(100, 40, 9, colors.sunny) +
      sparkle(150, 40, 5, '#ffffff'),
    setting: (frame) => openSky(ctx, frame),
  };
};
