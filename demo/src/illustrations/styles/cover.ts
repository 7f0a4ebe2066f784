// Cover: a wide banner. The subject stands to one side; the other side stays calm (sky, a few
// clouds) so a title can sit on it.
import type { DrawContext, Frame } from '../context.ts';
import { mix } from '../color.ts';
import { cloudPath } from '../parts/geometry.ts';
import { scatterTwinkles } from '../parts/decor.ts';
import { besideTitle, place, toCanvas } from '../layout.ts';
import { el } from '../svg.ts';
import {
  backgroundPattern,
  fullRect,
  hillPath,
  patternForVariant,
  radialFade,
} from './backdrops.ts';
import type { Style } from './style.ts';

function sky(ctx: DrawContext, frame: Frame): string {
  const { colors, rng } = ctx;
  const base = Math.min(frame.width, frame.height);
  const gradient = ctx.defs.url(
    'cover-sky',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${colors.paper}"/><stop offset="1" stop-color="${colors.backdrop}"/></linearGradient>`,
  );
  const pattern = backgroundPattern(
    ctx,
    patternForVariant(ctx.variant),
    base / 7,
    mix(colors.backdrop, colors.main, 0.3),
  );
  let clouds = '';
  for (let i = 0; i < 3; i++) {
    const w = base * rng.between(0.28, 0.42);
    clouds += el('path', {
      d: cloudPath(
        rng.between(0.05, 0.6) * frame.width,
        rng.between(0.12, 0.55) * frame.height,
        w,
        w * 0.5,
      ),
      fill: '#ffffff',
      opacity: 0.8,
    });
  }
  return (
    fullRect(frame, gradient) +
    fullRect(frame, pattern, { opacity: 0.35 }) +
    clouds +
    el('path', {
      d: hillPath(frame, frame.height * 0.86, frame.height * 0.04, rng.between(0, 6)),
      fill: mix(colors.main, '#ffffff', 0.45),
    }) +
    el('path', {
      d: hillPath(frame, frame.height * 0.93, frame.height * 0.03, rng.between(0, 6)),
      fill: mix(colors.main, '#ffffff', 0.2),
    })
  );
}

export const cover: Style = {
  finish: 'flat',
  render({ ctx, frame, drawing }) {
    const placement = besideTitle(frame);
    const centre = toCanvas(placement, 100, 100);
    const unit = placement.size / 200;
    const halo = el('circle', {
      cx: centre.x,
      cy: centre.y,
      r: placement.size * 0.52,
      fill: radialFade(ctx, 'cover-halo', '#ffffff', 0.9, 0.5),
    });
    const twinkles = scatterTwinkles(
      ctx,
      { x: placement.x - placement.size * 0.3, y: 0, w: placement.size * 1.6, h: frame.height },
      10,
      10 * unit,
      { x: centre.x, y: centre.y, r: placement.size * 0.45 },
    );
    return (
      (drawing.setting ? drawing.setting(frame) : sky(ctx, frame)) +
      halo +
      twinkles +
      place(placement, drawing.subject)
    );
  },
};
