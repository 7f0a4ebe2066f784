// A kiss-cut sticker sheet: six die-cut stickers with white borders on a tinted backing card.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { cloud, heart, star } from '../parts/decor.ts';
import { face } from '../parts/face.ts';
import { miniHead, HEAD_KINDS } from '../parts/heads.ts';
import { grownSilhouette } from '../parts/filters.ts';
import { nested } from '../layout.ts';
import { strawberry } from '../scenes/strawberry.ts';
import { cupcake } from '../scenes/cupcake.ts';
import { el } from '../svg.ts';

/** The white die-cut margin and faint lift of a sticker. */
function dieCut(ctx: DrawContext): string {
  return ctx.defs.url(
    'die-cut',
    (id) =>
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%" color-interpolation-filters="sRGB">` +
      grownSilhouette(3.2, 'fat') +
      `<feFlood flood-color="#ffffff"/><feComposite in2="fat" operator="in" result="border"/>` +
      `<feOffset in="fat" dy="1.2"/><feGaussianBlur stdDeviation="1"/>` +
      `<feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 .18 0" result="lift"/>` +
      `<feMerge><feMergeNode in="lift"/><feMergeNode in="border"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  );
}

type Sticker = (ctx: DrawContext, x: number, y: number) => string;

const STICKERS: Sticker[] = [
  (ctx, x, y) =>
    miniHead(ctx, HEAD_KINDS[ctx.variant % 3]!, x, y + 4, 17, mix('#fffdf8', ctx.colors.main, 0.2)),
  (ctx, x, y) =>
    heart(ctx, x, y, 17, ctx.colors.blush) +
    face(ctx, { x, y: y - 3, spacing: 7, size: 0.5, eyes: 'happy' }),
  (ctx, x, y) =>
    star(ctx, x, y + 2, 21, ctx.colors.sunny) + face(ctx, { x, y: y + 3, spacing: 6, size: 0.45 }),
  (ctx, x, y) => nested(strawberry(ctx), x, y, 0.27),
  (ctx, x, y) =>
    cloud(ctx, x, y + 2, 42, 26) +
    face(ctx, { x: x + 2, y: y + 6, spacing: 7, size: 0.45, mouth: 'cat' }),
  (ctx, x, y) => nested(cupcake(ctx), x, y - 2, 0.3),
  (ctx, x, y) => miniHead(ctx, HEAD_KINDS[(ctx.variant + 1) % 3]!, x, y + 4, 17, ctx.colors.main),
];

export const drawStickerSheet: DrawMotif = (ctx) => {
  const { colors, paint, variant } = ctx;
  const cells = [
    [70, 62],
    [130, 62],
    [70, 110],
    [130, 110],
    [70, 156],
    [130, 156],
  ];
  const stickers = cells
    .map(([x, y], i) => STICKERS[(i + variant) % STICKERS.length]!(ctx, x!, y!))
    .join('');
  return {
    subject: el(
      'g',
      { transform: `rotate(${variant % 2 ? 4 : -5} 100 104)` },
      el('rect', {
        x: 38,
        y: 22,
        width: 124,
        height: 162,
        rx: 8,
        ...paint.solid(mix(colors.paper, colors.backdrop, 0.6)),
      }) +
        el('rect', { x: 38, y: 22, width: 124, height: 18, rx: 8, fill: paint.fill(colors.main) }) +
        el('rect', { x: 38, y: 32, width: 124, height: 8, fill: paint.fill(colors.main) }) +
        heart(ctx, 100, 31, 5, '#ffffff') +
        el('g', { filter: dieCut(ctx) }, stickers) +
        el('path', { d: 'M38 150L38 176Q38 184 46 184L70 184Z', fill: '#ffffff', opacity: 0.35 }) +
        el('path', { d: 'M96 22L162 88L162 60L124 22Z', fill: '#ffffff', opacity: 0.18 }),
    ),
  };
};
