import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASIC, LATIN, rangesOf, without } from './font-ranges.ts';

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');

/** Each @font-face of the stylesheet that loads one of our cut files: its file and its range. */
function cutFaces(): { file: string; range: string }[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((face) => face[1]!)
    .filter((body) => body.includes("url('./fonts/"))
    .map((body) => ({
      file: /url\('\.\/fonts\/([^']+)'\)/.exec(body)![1]!,
      range: /unicode-range:\s*([^;]+);/.exec(body)![1]!.replace(/\s+/g, ' ').trim(),
    }));
}

describe('the cut web faces', () => {
  it('are named in fonts.css with the ranges the cutting script gave their files', () => {
    const basic = rangesOf(BASIC);
    const rest = rangesOf(without(LATIN, BASIC));
    expect(cutFaces()).toEqual([
      { file: 'nunito-latin-wght-normal.woff2', range: basic },
      { file: 'nunito-latin-more-wght-normal.woff2', range: rest },
      { file: 'fredoka-latin-wght-normal.woff2', range: basic },
      { file: 'fredoka-latin-more-wght-normal.woff2', range: rest },
    ]);
  });

  it('hold between them the whole Latin set the font packages cover, the basic cut within it', () => {
    expect(without(BASIC, LATIN)).toEqual([]);
    expect([...without(LATIN, BASIC), ...BASIC].sort((a, b) => a - b)).toEqual(LATIN);
  });
});
