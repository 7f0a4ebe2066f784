// A sleepy crescent moon with stars dangling on threads and a dozing cloud, over a night sky.
import type { DrawMotif } from '../context.ts';
import { cloud, heart, sparkle, star } from '../parts/decor.ts';
import { face } from '../parts/face.ts';
import { MATERIALS } from '../palettes.ts';
import { d, el } from '../svg.ts';
import { nightSky } from './settings.ts';

const OUTER = { x: 92, y: 102, r: 64 };
const INNER = { x: 124, y: 78, r: 56 };

/** The crescent between two overlapping circles. */
function crescentPath(): string {
  const dx = INNER.x - OUTER.x;
  const dy = INNER.y - OUTER.y;
  const dist = Math.hypot(dx, dy);
  const a = (OUTER.r ** 2 - INNER.r ** 2 + dist ** 2) / (2 * dist);
  const h = Math.sqrt(OUTER.r ** 2 - a ** 2);
  const mx = OUTER.x + (a * dx) / dist;
  const my = OUTER.y + (a * dy) / dist;
  const p1 = { x: mx + (h * dy) / dist, y: my - (h * dx) / dist };
  const p2 = { x: mx - (h * dy) / dist, y: my + (h * dx) / dist };
  return d`M${p1.x} ${p1.y}A${OUTER.r} ${OUTER.r} 0 1 0 ${p2.x} ${p2.y}A${INNER.r} ${INNER.r} 0 0 1 ${p1.x} ${p1.y}Z`;
}

export const drawMoonNight: DrawMotif = (ctx) => {
  const { colors, paint } = ctx;
  const moon = MATERIALS.gold;
  const thread = { ...paint.line(0.4), 'stroke-opacity': 0.6 };
  // Odd variants hang the charms in other places; every second pair swaps star and heart.
  const hanging =
    ctx.variant % 2 === 0
      ? [
          [150, 96, 12],
          [176, 62, 8],
        ]
      : [
          [142, 110, 10],
          [170, 78, 12],
        ];
  const swap = Math.floor(ctx.variant / 2) % 2;
  return {
    subject:
      hanging
        .map(
          ([x, y, r], i) =>
            el('path', { d: d`M${x!} 0V${y! - r!}`, ...thread }) +
            ((i + swap) % 2 === 0
              ? star(ctx, x!, y!, r!, colors.sunny)
              : heart(ctx, x!, y! + r! * 0.2, r! * 0.8, colors.blush)),
        )
        .join('') +
      el('path', { d: crescentPath(), ...paint.solid(moon) }) +
      el(
        'g',
        { transform: 'rotate(-28 62 124)' },
        face(ctx, { x: 62, y: 124, spacing: 13, size: 0.8, eyes: 'sleepy', mouth: 'smile' }),
      ) +
      cloud(ctx, 146, 160, 62, 32) +
      face(ctx, { x: 150, y: 164, spacing: 9, size: 0.55, eyes: 'sleepy', mouth: 'tiny' }) +
      sparkle(46, 40, 8, '#ffffff') +
      sparkle(30, 64, 5, colors.sunny),
    setting: (frame) => nightSky(ctx, frame),
  };
};
