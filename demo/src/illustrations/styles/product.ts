// Product: a clean shop photo. The item sits centred on a light seamless backdrop with a soft
// floor shadow and nothing else competing for attention.
import { mix } from '../color.ts';
import { centred, galleryView, place, toCanvas } from '../layout.ts';
import { el } from '../svg.ts';
import { fullRect, groundShadow, radialFade, verticalGradient } from './backdrops.ts';
import type { Style } from './style.ts';

export const product: Style = {
  finish: 'soft',
  render({ ctx, frame, drawing }) {
    const { colors } = ctx;
    const placement = galleryView(centred(frame, 0.78, 0.01), ctx.variant, 'product');
    const foot = toCanvas(placement, 100, 181);
    const sweep = verticalGradient(ctx, 'sweep', [
      '#ffffff',
      mix(colors.paper, '#ffffff', 0.3),
      mix(colors.backdrop, colors.paper, 0.55),
    ]);
    const pool = el('ellipse', {
      cx: frame.width / 2,
      cy: foot.y,
      rx: frame.width * 0.55,
      ry: frame.height * 0.16,
      fill: radialFade(ctx, 'floor-light', '#ffffff', 0.9),
    });
    return (
      fullRect(frame, sweep) +
      pool +
      groundShadow(ctx, foot.x, foot.y, placement.size * 0.34, placement.size * 0.05, 0.35) +
      place(placement, drawing.subject)
    );
  },
};
