// Where the 200 x 200 subject box lands on the canvas.
import { BOX, type Frame } from './context.ts';
import { el, num } from './svg.ts';

export interface Placement {
  x: number;
  y: number;
  /** Side of the subject box on the canvas. */
  size: number;
  /** Seen from the other side: the subject is flipped left to right. */
  mirrored?: boolean;
}

/**
 * The gallery views of one piece. Artworks cycle through the whole piece, a close-up detail
 * and the piece seen from the other side; shop photos alternate the front and another angle.
 */
export function galleryView(placement: Placement, variant: number, kind: 'artwork' | 'product') {
  const view = kind === 'artwork' ? variant % 3 : (variant % 2) * 2;
  if (view === 1) return zoomed(placement, 1.32, 100, 92);
  if (view === 2)
    return { ...zoomed(placement, kind === 'product' ? 1.06 : 1, 100, 100), mirrored: true };
  return placement;
}

/** The placement magnified by `zoom` around a point of the subject box, which stays put. */
function zoomed(placement: Placement, zoom: number, fx: number, fy: number): Placement {
  const scale = placement.size / BOX;
  return {
    x: placement.x + fx * scale * (1 - zoom),
    y: placement.y + fy * scale * (1 - zoom),
    size: placement.size * zoom,
  };
}

/** The box centred on the canvas, `fraction` of the shorter side, nudged down by `dy` x size. */
export function centred(frame: Frame, fraction: number, dy = 0): Placement {
  const size = Math.min(frame.width, frame.height) * fraction;
  return { x: (frame.width - size) / 2, y: (frame.height - size) / 2 + dy * size, size };
}

/** Wide frames keep the left side free for a title; tall ones keep the top free. */
export function besideTitle(frame: Frame): Placement {
  const { width, height } = frame;
  if (width >= height) {
    const size = Math.min(height * 0.84, width * 0.48);
    return {
      x: width - size - Math.min(width * 0.08, (width - size) / 2),
      y: (height - size) / 2 + height * 0.03,
      size,
    };
  }
  const size = Math.min(width * 0.8, height * 0.56);
  return { x: (width - size) / 2, y: height - size - height * 0.06, size };
}

/** The canvas point of a point in the subject box. */
export function toCanvas(placement: Placement, x: number, y: number): { x: number; y: number } {
  const scale = placement.size / BOX;
  return { x: placement.x + x * scale, y: placement.y + y * scale };
}

export function place(placement: Placement, content: string, filter?: string): string {
  const scale = placement.size / BOX;
  // The flip sits inside the filtered group so shadows still fall to the lower right.
  const subject = placement.mirrored
    ? el('g', { transform: `translate(${BOX} 0) scale(-1 1)` }, content)
    : content;
  return el(
    'g',
    {
      transform: `translate(${num(placement.x)} ${num(placement.y)}) scale(${num(scale)})`,
      filter,
    },
    subject,
  );
}

/** Nests another subject box inside a subject, its centre at (cx, cy). */
export function nested(content: string, cx: number, cy: number, scale: number): string {
  const half = (BOX / 2) * scale;
  return el(
    'g',
    { transform: `translate(${num(cx - half)} ${num(cy - half)}) scale(${num(scale)})` },
    content,
  );
}
