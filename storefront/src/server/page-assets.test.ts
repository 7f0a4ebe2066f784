import { describe, expect, it } from 'vitest';
import type { ClientManifest } from '@kawaii/shared';
import { firstScreenFonts, pageAssetTags, pageAssets } from './page-assets.ts';

const manifest: ClientManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index-1.css'],
    assets: [
      'assets/nunito-latin-wght-normal-Ab1.woff2',
      'assets/nunito-latin-ext-wght-normal-Cd2.woff2',
      'assets/fredoka-latin-wght-normal-Ef3.woff2',
      'assets/fredoka-latin-ext-wght-normal-Gh4.woff2',
    ],
  },
  '_react.js': { file: 'assets/react-1.js' },
  'src/routes/shop.tsx': {
    file: 'assets/shop-1.js',
    imports: ['index.html', '_card.js'],
    css: ['assets/shop-1.css'],
  },
  'src/routes/product.tsx': { file: 'assets/product-1.js', imports: ['index.html', '_card.js'] },
  '_card.js': { file: 'assets/card-1.js', imports: ['index.html'], css: ['assets/card-1.css'] },
};

describe('pageAssets', () => {
  it("names a page's chunk, the chunks it imports and all their styles, but not the entry's", () => {
    expect(pageAssets(manifest, ['src/routes/shop.tsx'])).toEqual({
      scripts: ['assets/shop-1.js', 'assets/card-1.js'],
      styles: ['assets/shop-1.css', 'assets/card-1.css'],
    });
  });

  it('names a chunk shared by two pages once, and skips modules the manifest lacks', () => {
    expect(
      pageAssets(manifest, ['src/routes/shop.tsx', 'src/routes/product.tsx', 'src/missing.tsx']),
    ).toEqual({
      scripts: ['assets/shop-1.js', 'assets/card-1.js', 'assets/product-1.js'],
      styles: ['assets/shop-1.css', 'assets/card-1.css'],
    });
  });
});

describe('firstScreenFonts', () => {
  it("names the heading face's Latin file only: not the body face, not the other subsets", () => {
    expect(firstScreenFonts(manifest)).toEqual(['assets/fredoka-latin-wght-normal-Ef3.woff2']);
  });
});

describe('pageAssetTags', () => {
  it('preloads the fonts, links the styles, then preloads the scripts', () => {
    expect(
      pageAssetTags({
        scripts: ['assets/a.js'],
        styles: ['assets/a.css'],
        fonts: ['assets/f.woff2'],
      }),
    ).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/f.woff2">' +
        '<link rel="stylesheet" crossorigin href="/assets/a.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
  });
});
