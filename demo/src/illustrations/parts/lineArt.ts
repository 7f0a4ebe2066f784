// A line-art copy of the drawing context: same palette and outline, every fill left white.
import type { DrawContext } from '../context.ts';
import { createPaint } from '../paint.ts';

export function lineArt(ctx: DrawContext): DrawContext {
  return { ...ctx, paint: createPaint('line', ctx.paint.ink, ctx.defs) };
}
