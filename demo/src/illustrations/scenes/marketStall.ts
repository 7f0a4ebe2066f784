// A craft-market stall: a scalloped striped awning, bunting, and plush heads and a jar of
// hearts laid out on the counter.
import type { DrawContext, DrawMotif } from '../context.ts';
import { mix } from '../color.ts';
import { heart } from '../parts/decor.ts';
import { HEAD_KINDS, miniHead } from '../parts/heads.ts';
import { MATERIALS } from '../palettes.ts';
import { d, el } from '../svg.ts';

function awning(ctx: DrawContext): string {
  const { paint, colors } = ctx;
  let stripes = '';
  let scallops = d`M20 62`;
  for (let i = 0; i < 8; i++) {
    const x = 20 + i * 20;
    if (i % 2 === 0)
      stripes += el('rect', { x, y: 36, width: 20, height: 26, fill: paint.fill(colors.main) });
    scallops += d`A10 10 0 0 0 ${x + 20} 62`;
  }
  return (
    el('path', { d: 'M28 36L100 18L172 36Z', ...paint.solid(colors.mainDeep) }) +
    el('rect', { x: 20, y: 36, width: 160, height: 26, ...paint.solid('#ffffff') }) +
    stripes +
    el('path', { d: `${scallops}Z`, ...paint.solid('#ffffff', 0.8) }) +
    el('rect', {
      x: 20,
      y: 36,
      width: 160,
      height: 26,
      fill: 'none',
      stroke: paint.ink,
      'stroke-width': 2.2,
      'stroke-opacity': paint.finish === 'flat' ? undefined : 0.5,
    })
  );
}

function bunting(ctx: DrawContext): string {
  const tones = [ctx.colors.accent, ctx.colors.sunny, ctx.colors.blush, ctx.colors.main];
  let flags = '';
  for (let i = 0; i < 7; i++) {
    const x = 42 + i * 19;
    const y = 84 + Math.sin((i / 6) * Math.PI) * 8;
    flags += el('path', {
      d: d`M${x - 7} ${y}L${x + 7} ${y}L${x} ${y + 13}Z`,
      ...ctx.paint.solid(tones[(i + ctx.variant) % tones.length]!, 0.5),
    });
  }
  return el('path', { d: 'M34 82Q100 100 166 82', ...ctx.paint.line(0.4) }) + flags;
}

function jar(ctx: DrawContext, x: number, y: number): string {
  const { paint } = ctx;
  return (
    el('rect', {
      x: x - 12,
      y: y - 26,
      width: 24,
      height: 26,
      rx: 6,
      fill: '#ffffff',
      'fill-opacity': 0.55,
      stroke: paint.ink,
      'stroke-width': 1.6,
    }) +
    heart(ctx, x - 4, y - 8, 4, ctx.colors.blush) +
    heart(ctx, x + 4, y - 14, 3.5, ctx.colors.accent) +
    el('rect', {
      x: x - 10,
      y: y - 31,
      width: 20,
      height: 6,
      rx: 2,
      ...paint.solid(ctx.colors.sunny, 0.6),
    })
  );
}

export const drawMarketStall: DrawMotif = (ctx) => {
  const { paint, colors, variant } = ctx;
  const wood = mix(MATERIALS.wood, colors.main, 0.15);
  return {
    subject:
      el('rect', { x: 30, y: 56, width: 7, height: 124, ...paint.solid(wood, 0.8) }) +
      el('rect', { x: 163, y: 56, width: 7, height: 124, ...paint.solid(wood, 0.8) }) +
      awning(ctx) +
      bunting(ctx) +
      miniHead(ctx, HEAD_KINDS[variant % 3]!, 62, 120, 14, mix('#fffdf8', colors.main, 0.2)) +
      miniHead(
        ctx,
        HEAD_KINDS[(variant + 2) % 3]!,
        138,
        120,
        14,
        mix(MATERIALS.wood, colors.main, 0.3),
      ) +
      jar(ctx, 100, 134) +
      el('rect', { x: 24, y: 134, width: 152, height: 46, rx: 3, ...paint.solid(wood) }) +
      el('path', { d: 'M24 148H176M24 164H176', ...paint.line(0.5), 'stroke-opacity': 0.3 }) +
      el('rect', {
        x: 62,
        y: 142,
        width: 76,
        height: 26,
        rx: 4,
        ...paint.solid(colors.accent, 0.8),
      }) +
      heart(ctx, 100, 155, 7, '#ffffff'),
  };
};
