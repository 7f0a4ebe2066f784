// The characters each cut of the web faces holds (scripts/subset-fonts.mjs writes the files,
// styles/fonts.css names the same ranges, fonts.test.ts checks that they agree).

/** Every code point of a list of [first, last] pairs. */
function spans(...pairs: [number, number?][]): number[] {
  return pairs.flatMap(([first, last = first]) =>
    Array.from({ length: last - first + 1 }, (_, index) => first + index),
  );
}

/** What the font packages' Latin file covers (their unicode-range). */
export const LATIN = spans(
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
);

/**
 * The characters nearly every page draws: printable ASCII, the no-break space, and the
 * punctuation and signs the site's own texts use (curly quotes, dashes, the ellipsis, the middle
 * dot and the multiplication sign of its labels, the minus, a bullet, currency and the marks).
 */
export const BASIC = spans(
  [0x0020, 0x007e],
  [0x00a0],
  [0x00a3],
  [0x00a9],
  [0x00ae],
  [0x00b0],
  [0x00b7],
  [0x00d7],
  [0x00e9],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022],
  [0x2026],
  [0x20ac],
  [0x2122],
  [0x2212],
);

export function without(all: readonly number[], taken: readonly number[]): number[] {
  const gone = new Set(taken);
  return all.filter((code) => !gone.has(code));
}

/** A CSS unicode-range: sorted code points as U+XXXX and U+XXXX-YYYY spans. */
export function rangesOf(codes: readonly number[]): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    const first = hex(sorted[index]!);
    parts.push(end === index ? `U+${first}` : `U+${first}-${hex(sorted[end]!)}`);
    index = end + 1;
  }
  return parts.join(', ');
}
