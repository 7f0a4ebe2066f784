import { describe, expect, it } from 'vitest';
import { imageSources, renditionWidthsFor } from './images.ts';

/** The candidate a browser takes from `srcset`: the narrowest at least `needed` pixels wide. */
function chosenWidth(srcSet: string, needed: number): number {
  const widths = srcSet
    .split(', ')
    .map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]))
    .sort((a, b) => a - b);
  return widths.find((width) => width >= needed) ?? widths.at(-1)!;
}

describe('renditionWidthsFor', () => {
  it('makes every rendition narrower than the master, the phone width 720 among them', () => {
    expect(renditionWidthsFor(2000)).toEqual([480, 720, 960, 1600]);
    expect(renditionWidthsFor(1200)).toEqual([480, 720, 960]);
    expect(renditionWidthsFor(800)).toEqual([480, 720]);
    expect(renditionWidthsFor(720)).toEqual([480]);
    expect(renditionWidthsFor(480)).toEqual([]);
  });
});

describe('imageSources', () => {
  it('lists every rendition and the master in srcset, narrowest first', () => {
    expect(imageSources('/uploads/abc-1200x800.webp')).toEqual({
      src: '/uploads/abc-1200x800.webp',
      srcSet:
        '/uploads/abc-1200x800@480w.webp 480w, /uploads/abc-1200x800@720w.webp 720w, ' +
        '/uploads/abc-1200x800@960w.webp 960w, /uploads/abc-1200x800.webp 1200w',
      width: 1200,
      height: 800,
    });
  });

  it('lets a phone drawing an image 92vw wide take the 720 rendition, sharp and no larger', () => {
    const { srcSet } = imageSources('/uploads/abc-1600x1200.webp');
    // 390 px at DPR 2 and Lighthouse's 412 px phone at DPR 1.75.
    expect(chosenWidth(srcSet!, 0.92 * 390 * 2)).toBe(720);
    expect(chosenWidth(srcSet!, 0.92 * 412 * 1.75)).toBe(720);
    expect(chosenWidth(srcSet!, 0.92 * 390 * 3)).toBe(1600);
  });

  it('gives paths of another shape a plain src', () => {
    expect(imageSources('/images/bunny.png')).toEqual({ src: '/images/bunny.png' });
  });
});
