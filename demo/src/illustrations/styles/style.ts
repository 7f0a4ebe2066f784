// A style turns a motif drawing into a finished picture: backdrop, placement, filters, overlays.
import type { DrawContext, Frame, MotifDrawing } from '../context.ts';
import type { Finish } from '../paint.ts';

export interface StyleInput {
  ctx: DrawContext;
  frame: Frame;
  drawing: MotifDrawing;
}

export interface Style {
  /** How the subject's shapes are filled. */
  finish: Finish;
  render(input: StyleInput): string;
}
