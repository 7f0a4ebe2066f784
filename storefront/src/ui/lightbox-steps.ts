// How the lightbox moves between images: previous/next wrap around at both ends, and a
// horizontal swipe counts once it is long enough and more sideways than up or down.

/** The image `step` places away from `index` among `count`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Shortest swipe, in CSS pixels, that turns the page. */
export const SWIPE_MIN_DISTANCE = 50;

/** +1 (next) for a swipe to the left, -1 (previous) to the right, 0 for anything else. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** '2 / 4' */
export function counterText(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

/** Where a zoomed picture is magnified from: the pointer's place, in percent of the stage. */
export function zoomOrigin(
  x: number,
  y: number,
  width: number,
  height: number,
): { x: number; y: number } {
  const percent = (value: number, size: number) =>
    size > 0 ? Math.round(Math.min(100, Math.max(0, (value / size) * 100))) : 50;
  return { x: percent(x, width), y: percent(y, height) };
}
