// `npm run subset-fonts -w @kawaii/storefront` (run by tsx, which reads the shared ranges' TypeScript): cuts the two web faces into the files the site
// loads. The font packages ship one Latin file per face (U+0000-00FF and the punctuation block,
// about 40 and 30 KB). Nearly every page draws only the characters in BASIC (English words, digits
// and the site's punctuation), so each face becomes two files: the basic glyphs, which the page
// head preloads, and the rest of the Latin set, which a browser fetches only for a page that shows
// one of them (a name with an accent). Both keep the weight axis and every layout feature; the
// unicode-range of each (in styles/fonts.css) is printed here and checked by fonts.test.ts.
// Run it again after upgrading a font package or changing BASIC.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { BASIC, LATIN, rangesOf, without } from '../src/styles/font-ranges.ts';

const require = createRequire(import.meta.url);
const out = fileURLToPath(new URL('../src/styles/fonts/', import.meta.url));

const FACES = [
  ['nunito', '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2'],
  ['fredoka', '@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2'],
];

const text = (codes) => String.fromCodePoint(...codes);
const rest = without(LATIN, BASIC);

for (const [name, source] of FACES) {
  const font = readFileSync(require.resolve(source));
  for (const [part, codes] of [
    ['latin', BASIC],
    ['latin-more', rest],
  ]) {
    // Every variation axis stays (the weights the site uses come from the one file).
    const subset = await subsetFont(font, text(codes), { targetFormat: 'woff2' });
    const file = `${name}-${part}-wght-normal.woff2`;
    writeFileSync(`${out}${file}`, subset);
    console.info(
      `${file}: ${(font.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`,
    );
  }
}
console.info(`basic unicode-range: ${rangesOf(BASIC)}`);
console.info(`rest unicode-range: ${rangesOf(rest)}`);
