// Full-bleed surroundings for the landscape motifs: night sky, meadow, sea and open sky.
import type { DrawContext, Frame } from '../context.ts';
import { mix } from '../color.ts';
import { sparkle } from '../parts/decor.ts';
import { cloudPath, wavePath } from '../parts/geometry.ts';
import { MATERIALS } from '../palettes.ts';
import { el } from '../svg.ts';
import { fullRect, hillPath, verticalGradient } from '../styles/backdrops.ts';

function unitOf(frame: Frame): number {
  return Math.min(frame.width, frame.height) / 200;
}

function clouds(
  ctx: DrawContext,
  frame: Frame,
  count: number,
  top: number,
  bottom: number,
  opacity = 0.9,
) {
  const { rng } = ctx;
  const unit = unitOf(frame);
  let out = '';
  for (let i = 0; i < count; i++) {
    const w = rng.between(34, 60) * unit;
    const x = ((i + rng.between(0.1, 0.9)) / count) * frame.width;
    out += el('path', {
      d: cloudPath(x, rng.between(top, bottom) * frame.height, w, w * 0.5),
      fill: '#ffffff',
      opacity,
    });
  }
  return out;
}

export function nightSky(ctx: DrawContext, frame: Frame): string {
  const { colors, rng } = ctx;
  const unit = unitOf(frame);
  const sky = verticalGradient(ctx, 'night', [
    mix(MATERIALS.night, colors.ink, 0.35),
    mix(MATERIALS.night, colors.mainDeep, 0.35),
    mix(colors.mainDeep, colors.main, 0.4),
  ]);
  let stars = '';
  for (let i = 0; i < 46; i++) {
    const x = rng.next() * frame.width;
    const y = rng.next() * frame.height * 0.8;
    stars +=
      i % 7 === 0
        ? sparkle(x, y, rng.between(4, 7) * unit, rng.pick(['#ffffff', colors.sunny]))
        : el('circle', {
            cx: x,
            cy: y,
            r: rng.between(0.5, 1.4) * unit,
            fill: '#ffffff',
            opacity: rng.between(0.5, 1),
          });
  }
  return (
    fullRect(frame, sky) +
    stars +
    clouds(ctx, frame, 2, 0.55, 0.75, 0.25) +
    el('path', {
      d: hillPath(frame, frame.height * 0.84, frame.height * 0.05, rng.between(0, 6)),
      fill: mix(MATERIALS.night, colors.main, 0.35),
    }) +
    el('path', {
      d: hillPath(frame, frame.height * 0.92, frame.height * 0.03, rng.between(0, 6)),
      fill: mix(MATERIALS.night, colors.main, 0.2),
    })
  );
}

export function meadow(ctx: DrawContext, frame: Frame): string {
  const { colors, rng } = ctx;
  const unit = unitOf(frame);
  const sky = verticalGradient(ctx, 'meadow-sky', [
    mix(MATERIALS.sky, colors.backdrop, 0.35),
    colors.paper,
  ]);
  let blossoms = '';
  for (let i = 0; i < 40; i++) {
    const y = frame.height * rng.between(0.74, 1);
    blossoms += el('circle', {
      cx: rng.next() * frame.width,
      cy: y,
      r: rng.between(1.5, 3.2) * unit,
      fill: rng.pick(['#ffffff', colors.main, colors.sunny, colors.accent]),
    });
  }
  return (
    fullRect(frame, sky) +
    clouds(ctx, frame, 3, 0.12, 0.4) +
    el('path', {
      d: hillPath(frame, frame.height * 0.7, frame.height * 0.05, rng.between(0, 6)),
      fill: mix(MATERIALS.leaf, '#ffffff', 0.4),
    }) +
    el('path', {
      d: hillPath(frame, frame.height * 0.8, frame.height * 0.04, rng.between(0, 6)),
      fill: MATERIALS.leaf,
    }) +
    blossoms
  );
}

export function seaside(ctx: DrawContext, frame: Frame): string {
  const { colors, rng } = ctx;
  const unit = unitOf(frame);
  const horizon = frame.height * 0.6;
  const sky = verticalGradient(ctx, 'sea-sky', [
    mix(MATERIALS.sky, colors.backdrop, 0.4),
    colors.paper,
  ]);
  const sea = verticalGradient(ctx, 'sea', [
    mix(MATERIALS.sea, '#ffffff', 0.35),
    MATERIALS.sea,
    mix(MATERIALS.sea, colors.ink, 0.15),
  ]);
  let waves = '';
  for (let i = 0; i < 5; i++) {
    const y = horizon + (frame.height - horizon) * (0.12 + i * 0.2);
    waves += el('path', {
      d: wavePath(
        -rng.next() * 30 * unit,
        y,
        frame.width + 60 * unit,
        2.5 * unit,
        Math.ceil(frame.width / (24 * unit)),
      ),
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 1.6 * unit,
      'stroke-linecap': 'round',
      opacity: 0.6,
    });
  }
  return (
    fullRect(frame, sky) +
    clouds(ctx, frame, 3, 0.1, 0.4) +
    el('rect', { y: horizon, width: frame.width, height: frame.height - horizon, fill: sea }) +
    waves
  );
}

export function openSky(ctx: DrawContext, frame: Frame): string {
  const { colors } = ctx;
  const sky = verticalGradient(ctx, 'open-sky', [
    mix(MATERIALS.sky, colors.backdrop, 0.5),
    colors.paper,
    colors.backdrop,
  ]);
  return fullRect(frame, sky) + clouds(ctx, frame, 5, 0.1, 0.85, 0.85);
}
