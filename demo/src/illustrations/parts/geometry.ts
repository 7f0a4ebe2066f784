// Path data for the recurring shapes: scallops, hearts, stars, sparkles, clouds and torn edges.
import type { Random } from '../prng.ts';
import { d, num } from '../svg.ts';

interface Point {
  x: number;
  y: number;
}

function ellipsePoint(cx: number, cy: number, rx: number, ry: number, angle: number): Point {
  return { x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) };
}

/** A closed outline of outward bumps around an ellipse: wool, frosting, cloud puffs, flowers. */
export function scallopPath(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  bumps: number,
  phase = 0,
): string {
  const points = Array.from({ length: bumps }, (_, i) =>
    ellipsePoint(cx, cy, rx, ry, phase + (i / bumps) * Math.PI * 2),
  );
  const first = points[0]!;
  let path = d`M${first.x} ${first.y}`;
  points.forEach((point, i) => {
    const next = points[(i + 1) % bumps]!;
    const radius = Math.hypot(next.x - point.x, next.y - point.y) * 0.56;
    path += d`A${radius} ${radius} 0 0 1 ${next.x} ${next.y}`;
  });
  return `${path}Z`;
}

export function heartPath(cx: number, cy: number, size: number): string {
  const s = size;
  return (
    d`M${cx} ${cy + s * 0.85}` +
    d`C${cx - s * 1.35} ${cy} ${cx - s * 0.95} ${cy - s * 1.05} ${cx} ${cy - s * 0.42}` +
    d`C${cx + s * 0.95} ${cy - s * 1.05} ${cx + s * 1.35} ${cy} ${cx} ${cy + s * 0.85}Z`
  );
}

export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.5, points = 5) {
  let path = '';
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    path += `${i === 0 ? 'M' : 'L'}${num(cx + radius * Math.cos(angle))} ${num(cy + radius * Math.sin(angle))}`;
  }
  return `${path}Z`;
}

/** The four-pointed twinkle of kawaii art. */
export function sparklePath(cx: number, cy: number, r: number): string {
  const k = r * 0.16;
  return (
    d`M${cx} ${cy - r}Q${cx + k} ${cy - k} ${cx + r} ${cy}` +
    d`Q${cx + k} ${cy + k} ${cx} ${cy + r}Q${cx - k} ${cy + k} ${cx - r} ${cy}` +
    d`Q${cx - k} ${cy - k} ${cx} ${cy - r}Z`
  );
}

/** A cloud with a flat, rounded bottom: three puffs over a base. */
export function cloudPath(cx: number, cy: number, w: number, h: number): string {
  const bottom = cy + h / 2;
  const puffs: Point[] = [
    { x: cx - w / 2, y: cy + h * 0.22 },
    { x: cx - w * 0.24, y: cy - h * 0.14 },
    { x: cx + w * 0.1, y: cy - h * 0.5 },
    { x: cx + w * 0.36, y: cy - h * 0.08 },
    { x: cx + w / 2, y: cy + h * 0.22 },
  ];
  let path = d`M${cx - w * 0.38} ${bottom}`;
  path += d`A${h * 0.28} ${h * 0.28} 0 0 1 ${puffs[0]!.x} ${puffs[0]!.y}`;
  for (let i = 1; i < puffs.length; i++) {
    const from = puffs[i - 1]!;
    const to = puffs[i]!;
    const radius = Math.hypot(to.x - from.x, to.y - from.y) * 0.58;
    path += d`A${radius} ${radius} 0 0 1 ${to.x} ${to.y}`;
  }
  path += d`A${h * 0.28} ${h * 0.28} 0 0 1 ${cx + w * 0.38} ${bottom}Z`;
  return path;
}

/** A smooth closed curve through points; used for blobs and washes. */
function smoothClosed(points: Point[]): string {
  const n = points.length;
  const at = (i: number): Point => points[((i % n) + n) % n]!;
  let path = d`M${at(0).x} ${at(0).y}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    path +=
      d`C${p1.x + (p2.x - p0.x) / 6} ${p1.y + (p2.y - p0.y) / 6} ` +
      d`${p2.x - (p3.x - p1.x) / 6} ${p2.y - (p3.y - p1.y) / 6} ${p2.x} ${p2.y}`;
  }
  return `${path}Z`;
}

/** An irregular organic blob around an ellipse. */
export function blobPath(
  rng: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.14,
  count = 9,
): string {
  const points = Array.from({ length: count }, (_, i) => {
    const scale = 1 + rng.between(-wobble, wobble);
    return ellipsePoint(cx, cy, rx * scale, ry * scale, (i / count) * Math.PI * 2);
  });
  return smoothClosed(points);
}

/** A rectangle of paper with hand-torn edges. */
export function tornRectPath(
  rng: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  jag: number,
): string {
  const step = Math.max(jag * 2.2, Math.min(w, h) / 14);
  const corners: Point[] = [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
  let path = '';
  corners.forEach((from, side) => {
    const to = corners[(side + 1) % 4]!;
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const steps = Math.max(2, Math.round(length / step));
    const nx = -(to.y - from.y) / length;
    const ny = (to.x - from.x) / length;
    for (let i = 0; i < steps; i++) {
      const t = i / steps;
      const offset = i === 0 ? 0 : rng.between(-jag, jag);
      const px = from.x + (to.x - from.x) * t + nx * offset;
      const py = from.y + (to.y - from.y) * t + ny * offset;
      path += `${path === '' ? 'M' : 'L'}${num(px)} ${num(py)}`;
    }
  });
  return `${path}Z`;
}

/** A wavy line across a width, for sea waves and icing drips. */
export function wavePath(x: number, y: number, width: number, amplitude: number, waves: number) {
  const step = width / waves;
  let path = d`M${x} ${y}`;
  for (let i = 0; i < waves; i++) {
    const start = x + i * step;
    path += d`Q${start + step / 4} ${y - amplitude} ${start + step / 2} ${y}`;
    path += d`Q${start + (step * 3) / 4} ${y + amplitude} ${start + step} ${y}`;
  }
  return path;
}

/** A soft hill across a rectangle, filled down to `height` below its line. */
export function hillPathIn(x: number, y: number, width: number, height: number, amplitude: number) {
  return (
    d`M${x} ${y + amplitude}C${x + width * 0.3} ${y - amplitude * 1.5} ${x + width * 0.65} ${y + amplitude} ${x + width} ${y - amplitude * 0.5}` +
    d`L${x + width} ${y + height}L${x} ${y + height}Z`
  );
}
