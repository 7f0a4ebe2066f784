// A little star-girl doll: pastel hair in twin buns with star clips, a starry dress and,
// when she raises an arm, a star wand.
import type { DrawContext } from '../context.ts';
import { mix } from '../color.ts';
import { star } from '../parts/decor.ts';
import { face } from '../parts/face.ts';
import { starPath } from '../parts/geometry.ts';
import { fabric, stitches } from '../parts/sewing.ts';
import { MATERIALS } from '../palettes.ts';
import { el } from '../svg.ts';
import {
  accessory,
  arms,
  dollLook,
  FACE_Y,
  fit,
  HEAD,
  hugged,
  tilted,
  type DollLook,
} from './doll.ts';

const BANGS =
  'M44 92C38 46 70 32 100 32C130 32 162 46 156 92C152 80 148 70 141 64Q132 76 118 68Q110 80 100 66Q90 80 82 68Q68 76 59 64C52 70 48 80 44 92Z';

function hair(ctx: DrawContext, color: string): string {
  return (
    fabric(ctx, 'circle', { cx: 46, cy: 52, r: 20 }, color) +
    fabric(ctx, 'circle', { cx: 154, cy: 52, r: 20 }, color) +
    fabric(
      ctx,
      'path',
      {
        d: 'M42 92C36 42 164 42 158 92C160 110 156 122 148 120C143 118 148 108 146 100L54 100C52 108 57 118 52 120C44 122 40 110 42 92Z',
      },
      color,
    ) +
    el('path', { d: 'M40 58Q46 44 58 48M160 58Q154 44 142 48', ...stitches(ctx, '#ffffff', 1.1) })
  );
}

function dress(ctx: DrawContext, color: string): string {
  const stars = [
    [84, 154],
    [112, 146],
    [104, 164],
    [90, 138],
  ]
    .map(([x, y]) =>
      el('path', { d: starPath(x!, y!, 4, 2), fill: ctx.paint.fill(ctx.colors.sunny) }),
    )
    .join('');
  return (
    fabric(ctx, 'path', { d: 'M82 126L118 126L136 166Q100 178 64 166Z' }, color) +
    stars +
    el('path', { d: 'M67 160Q100 172 133 160', ...stitches(ctx, '#ffffff', 1.2), opacity: 0.9 }) +
    el('path', {
      d: 'M100 127C96 138 84 138 82 128ZM100 127C104 138 116 138 118 128Z',
      ...ctx.paint.solid('#ffffff', 0.7),
    })
  );
}

function wand(ctx: DrawContext): string {
  return (
    el('path', { d: 'M142 128L156 92', ...ctx.paint.line(1.6), 'stroke-opacity': undefined }) +
    el('path', {
      d: 'M142 128L156 92',
      fill: 'none',
      stroke: ctx.paint.tint(ctx.colors.accent),
      'stroke-width': 2.6,
      'stroke-linecap': 'round',
    }) +
    star(ctx, 157, 88, 12, ctx.colors.sunny)
  );
}

export function starGirlDoll(ctx: DrawContext, look: DollLook = dollLook(ctx.variant)): string {
  const hairColor = mix(ctx.colors.mainDeep, ctx.colors.main, 0.3);
  const skin = MATERIALS.skin;
  const raised = look.pose === 'wave' || look.pose === 'cheer';
  const headGroup =
    hair(ctx, hairColor) +
    fabric(ctx, 'ellipse', { cx: HEAD.x, cy: HEAD.y + 4, rx: 52, ry: 44 }, skin) +
    face(ctx, {
      x: 100,
      y: FACE_Y + 2,
      eyes: look.eyes === 'dot' ? 'sparkly' : look.eyes,
      mouth: look.mouth,
    }) +
    fabric(ctx, 'path', { d: BANGS }, hairColor) +
    star(ctx, 128, 44, 9, ctx.colors.sunny) +
    accessory(ctx, look.accessory === 'star' ? 'bow' : look.accessory, 70, 44, 0.8);
  return fit(
    0.94,
    6,
    arms(ctx, look.pose, skin) +
      feet(ctx) +
      dress(ctx, ctx.colors.main) +
      hugged(ctx, look.pose) +
      (raised ? wand(ctx) : '') +
      tilted(look.tilt, headGroup),
  );
}

function feet(ctx: DrawContext): string {
  return [88, 112]
    .map((x) => fabric(ctx, 'ellipse', { cx: x, cy: 174, rx: 11, ry: 7.5 }, ctx.colors.mainDeep))
    .join('');
}
