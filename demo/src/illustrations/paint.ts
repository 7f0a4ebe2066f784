// How shapes are filled and outlined. Parts ask the paint for a colour; the style decides
// whether that colour is flat, shaded like clay, lit like a photo or left as line art.
import { lightness, mix } from './color.ts';
import type { Attrs, Defs } from './svg.ts';

export type Finish = 'flat' | 'watercolour' | 'shaded' | 'soft' | 'line';

export interface Paint {
  readonly finish: Finish;
  readonly ink: string;
  /** Whether fabric parts carry a felt texture. */
  readonly texture: boolean;
  /** Fill and outline for a solid part. */
  solid(color: string, outlineWidth?: number): Attrs;
  /** The fill alone, for parts without an outline (inner ears, patches, highlights). */
  fill(color: string): string;
  /** A colour for a thick coloured stroke (tails, stems, ribbons); gradients cannot follow lines. */
  tint(color: string): string;
  /** A stroke-only detail: mouths, whiskers, folds. */
  line(width?: number, color?: string): Attrs;
}

interface Outline {
  width: number;
  opacity: number;
}

const OUTLINES: Record<Finish, Outline> = {
  flat: { width: 2.6, opacity: 1 },
  watercolour: { width: 2.2, opacity: 0.8 },
  shaded: { width: 1.2, opacity: 0.35 },
  soft: { width: 1.6, opacity: 0.55 },
  line: { width: 2.4, opacity: 1 },
};

function shading(defs: Defs, color: string, ink: string, strength: number): string {
  // Pale colours get gentler shadows or they turn grey.
  const shadow = 0.3 * strength * (lightness(color) > 0.93 ? 0.45 : 1);
  const key = `${strength === 1 ? 'sh' : 'sf'}${color.slice(1)}`;
  return defs.url(
    key,
    (id) =>
      `<radialGradient id="${id}" cx=".36" cy=".3" r=".8">` +
      `<stop offset="0" stop-color="${mix(color, '#ffffff', 0.55 * strength)}"/>` +
      `<stop offset=".55" stop-color="${color}"/>` +
      `<stop offset="1" stop-color="${mix(color, ink, shadow)}"/>` +
      `</radialGradient>`,
  );
}

export function createPaint(finish: Finish, ink: string, defs: Defs): Paint {
  const outline = OUTLINES[finish];
  const fill = (color: string): string => {
    switch (finish) {
      case 'shaded':
        return shading(defs, color, ink, 1);
      case 'soft':
        return shading(defs, color, ink, 0.55);
      case 'line':
        return '#ffffff';
      default:
        return color;
    }
  };
  return {
    finish,
    ink,
    texture: finish === 'flat' || finish === 'soft',
    fill,
    tint: (color) => (finish === 'line' ? '#ffffff' : color),
    solid: (color, outlineWidth = 1) => ({
      fill: fill(color),
      stroke: ink,
      'stroke-width': outline.width * outlineWidth,
      'stroke-opacity': outline.opacity === 1 ? undefined : outline.opacity,
      'stroke-linejoin': 'round',
    }),
    line: (width = 1, color = ink) => ({
      fill: 'none',
      stroke: color,
      'stroke-width': outline.width * width,
      'stroke-opacity': outline.opacity === 1 || color !== ink ? undefined : outline.opacity,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  };
}
