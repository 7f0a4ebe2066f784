import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  illustrate,
  ILLUSTRATION_STYLES,
  MOTIFS,
  PALETTES,
  type IllustrationOptions,
  type IllustrationStyle,
} from './index.ts';

const SIZE_BUDGET = 60_000;

/** Small canvases keep the full motif x style sweep quick; wide ones for covers. */
function sizeFor(style: IllustrationStyle): { width: number; height: number } {
  return style === 'cover' ? { width: 320, height: 180 } : { width: 160, height: 200 };
}

async function renderedSize(svg: string) {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(png).metadata();
}

describe('illustrate', () => {
  describe.each(ILLUSTRATION_STYLES)('in the %s style', (style) => {
    // One render a test: the whole sweep in one test took 15 of its 20 s on a busy machine.
    it.each([...MOTIFS.entries()])(
      'renders motif %i (%s) to an image of the requested size',
      async (i, motif) => {
        const size = sizeFor(style);
        const svg = illustrate({ motif, style, palette: PALETTES[i % PALETTES.length]!, ...size });
        const { width, height } = await renderedSize(svg);
        expect({ motif, width, height }).toEqual({ motif, ...size });
      },
    );

    it('draws gallery variants that differ from each other', () => {
      for (const motif of MOTIFS) {
        const views = [0, 1, 2, 3].map((variant) =>
          illustrate({ motif, style, palette: 'pink', ...sizeFor(style), variant }),
        );
        expect(new Set(views).size, motif).toBe(views.length);
      }
    });

    it('keeps every document self-contained and under the size budget at a large size', () => {
      for (const motif of MOTIFS) {
        for (const variant of [0, 1, 2]) {
          const svg = illustrate({
            motif,
            style,
            palette: 'lavender',
            width: 1600,
            height: 2000,
            variant,
          });
          expect(svg.length, `${motif} #${variant}`).toBeLessThan(SIZE_BUDGET);
          expect(svg).not.toMatch(/<image|<text|<script|href="(?!#)/);
        }
      }
    });
  });

  it('renders every palette', async () => {
    const pictures = PALETTES.map((palette) =>
      illustrate({ motif: 'kitty-doll', style: 'digital', palette, width: 120, height: 150 }),
    );
    expect(new Set(pictures).size).toBe(PALETTES.length);
    for (const svg of pictures) expect((await renderedSize(svg)).width).toBe(120);
  });

  it('draws the same picture for the same options', () => {
    const options: IllustrationOptions = {
      motif: 'moon-night',
      palette: 'blue',
      style: 'painting',
      width: 1200,
      height: 1500,
      variant: 2,
    };
    expect(illustrate(options)).toBe(illustrate({ ...options }));
  });

  // Any aspect ratio, from a wide banner to a tall strip: one render a test, as above.
  const aspectCases = [
    { width: 1600, height: 400 },
    { width: 300, height: 1200 },
    { width: 1, height: 1 },
  ].flatMap((size) => ILLUSTRATION_STYLES.map((style) => ({ ...size, style })));
  it.each(aspectCases)('fits a $width x $height canvas in the $style style', async (size) => {
    const svg = illustrate({ motif: 'whale-sea', palette: 'mint', ...size });
    const rendered = await renderedSize(svg);
    expect({ width: rendered.width, height: rendered.height }).toEqual({
      width: size.width,
      height: size.height,
    });
  });

  it('treats a missing, negative or fractional variant as a whole gallery index', () => {
    const base = {
      motif: 'bear-doll',
      palette: 'peach',
      style: 'product',
      width: 200,
      height: 200,
    } as const;
    expect(illustrate({ ...base, variant: 0 })).toBe(illustrate(base));
    expect(illustrate({ ...base, variant: -1 })).toBe(illustrate({ ...base, variant: 1 }));
    expect(illustrate({ ...base, variant: 2.7 })).toBe(illustrate({ ...base, variant: 2 }));
  });

  it('refuses a canvas without area', () => {
    const base = { motif: 'cupcake', palette: 'lemon', style: 'cover' } as const;
    expect(() => illustrate({ ...base, width: 0, height: 100 })).toThrow(RangeError);
    expect(() => illustrate({ ...base, width: 100, height: Number.NaN })).toThrow(RangeError);
  });
});
