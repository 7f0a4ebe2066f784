import { describe, expect, it } from 'vitest';
import {
  SWIPE_MIN_DISTANCE,
  counterText,
  swipeStep,
  wrapIndex,
  zoomOrigin,
} from './lightbox-steps.ts';

describe('wrapIndex', () => {
  it('steps forward and back, wrapping around at both ends', () => {
    expect(wrapIndex(0, 1, 4)).toBe(1);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(2, -1, 4)).toBe(1);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('turns to the next image on a swipe left and the previous on a swipe right', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });

  it('ignores short or mostly vertical movements', () => {
    expect(swipeStep(-(SWIPE_MIN_DISTANCE - 1), 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
});

describe('counterText', () => {
  it('counts from one', () => {
    expect(counterText(1, 4)).toBe('2 / 4');
  });
});

describe('zoomOrigin', () => {
  it('is the pointer place in percent of the stage, kept inside it', () => {
    expect(zoomOrigin(50, 150, 200, 200)).toEqual({ x: 25, y: 75 });
    expect(zoomOrigin(-10, 500, 200, 200)).toEqual({ x: 0, y: 100 });
    expect(zoomOrigin(10, 10, 0, 0)).toEqual({ x: 50, y: 50 });
  });
});
