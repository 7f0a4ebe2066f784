// The shared anatomy of the handmade dolls: a big round head over a tiny bean body with stubby
// arms and feet. Each character adds its own ears, outfit and details.
import type { DrawContext } from '../context.ts';
import { mix } from '../color.ts';
import { expression, type Eyes, type Mouth } from '../parts/face.ts';
import { flower, heart, star } from '../parts/decor.ts';
import { bow, fabric, stitches } from '../parts/sewing.ts';
import { el, translate } from '../svg.ts';

export const HEAD = { x: 100, y: 86, rx: 56, ry: 48 };
export const BODY = { x: 100, y: 148, rx: 30, ry: 26 };
export const FACE_Y = 96;

export type Pose = 'rest' | 'wave' | 'cheer' | 'hug';
export type Accessory = 'bow' | 'flower' | 'star' | 'heart';

export interface DollLook {
  pose: Pose;
  accessory: Accessory;
  eyes: Eyes;
  mouth: Mouth;
  /** Head tilt in degrees. */
  tilt: number;
}

const POSES: Pose[] = ['rest', 'wave', 'hug', 'cheer'];
const ACCESSORIES: Accessory[] = ['bow', 'flower', 'star', 'heart'];
const TILTS = [0, -6, 5, 3, -4];

/** Gallery variants change the pose, the accessory and the expression in step. */
export function dollLook(variant: number): DollLook {
  const at = <T>(items: T[], offset = 0): T => items[(variant + offset) % items.length]!;
  return {
    pose: at(POSES),
    accessory: at(ACCESSORIES),
    ...expression(variant),
    tilt: at(TILTS),
  };
}

interface ArmPlacement {
  x: number;
  y: number;
  rotate: number;
}

const ARMS: Record<Pose, [ArmPlacement, ArmPlacement]> = {
  rest: [
    { x: 72, y: 148, rotate: 38 },
    { x: 128, y: 148, rotate: -38 },
  ],
  wave: [
    { x: 72, y: 148, rotate: 38 },
    { x: 136, y: 128, rotate: 62 },
  ],
  hug: [
    { x: 84, y: 152, rotate: -62 },
    { x: 116, y: 152, rotate: 62 },
  ],
  cheer: [
    { x: 64, y: 128, rotate: -62 },
    { x: 136, y: 128, rotate: 62 },
  ],
};

export function arms(ctx: DrawContext, pose: Pose, color: string): string {
  return ARMS[pose]
    .map((arm) =>
      el(
        'g',
        { transform: translate(arm.x, arm.y, 1, arm.rotate) },
        fabric(ctx, 'ellipse', { cx: 0, cy: 0, rx: 9, ry: 14 }, color) +
          el('path', { d: 'M-4 8Q0 11 4 8', ...stitches(ctx, ctx.paint.ink, 1) }),
      ),
    )
    .join('');
}

/** What the doll holds in front of its tummy when hugging. */
export function hugged(ctx: DrawContext, pose: Pose): string {
  return pose === 'hug' ? heart(ctx, 100, 150, 11, ctx.colors.blush) : '';
}

export function feet(ctx: DrawContext, color: string): string {
  return [86, 114]
    .map(
      (x) =>
        fabric(ctx, 'ellipse', { cx: x, cy: 173, rx: 12, ry: 8.5 }, color) +
        el('ellipse', {
          cx: x,
          cy: 175,
          rx: 6,
          ry: 4,
          fill: ctx.paint.fill(mix(color, ctx.colors.blush, 0.35)),
          opacity: 0.8,
        }),
    )
    .join('');
}

export function body(ctx: DrawContext, color: string): string {
  return fabric(ctx, 'ellipse', { cx: BODY.x, cy: BODY.y, rx: BODY.rx, ry: BODY.ry }, color);
}

/** The head with a stitched seam running just inside its edge. */
export function head(ctx: DrawContext, color: string, rx = HEAD.rx, ry = HEAD.ry): string {
  return (
    fabric(ctx, 'ellipse', { cx: HEAD.x, cy: HEAD.y, rx, ry }, color) +
    el('path', {
      d: `M${HEAD.x - rx + 6} ${HEAD.y + 10}A${rx - 6} ${ry - 6} 0 0 0 ${HEAD.x + rx - 6} ${HEAD.y + 10}`,
      ...stitches(ctx),
    })
  );
}

/** Rotates the head group around the neck. */
export function tilted(tilt: number, content: string): string {
  return tilt === 0 ? content : el('g', { transform: `rotate(${tilt} 100 130)` }, content);
}

/** A small adornment pinned to the head. */
export function accessory(ctx: DrawContext, kind: Accessory, x: number, y: number, size = 1) {
  const { colors } = ctx;
  switch (kind) {
    case 'bow':
      return bow(ctx, x, y, 17 * size, colors.accent, -12);
    case 'flower':
      return flower(ctx, x, y, 14 * size, colors.accent);
    case 'star':
      return star(ctx, x, y, 12 * size, colors.sunny);
    case 'heart':
      return heart(ctx, x, y, 10 * size, colors.blush);
  }
}

/** Shrinks and shifts a character so tall ears or buns stay inside the box. */
export function fit(scale: number, dy: number, content: string): string {
  const offset = 100 - 100 * scale;
  return el('g', { transform: `translate(${offset} ${offset + dy}) scale(${scale})` }, content);
}
