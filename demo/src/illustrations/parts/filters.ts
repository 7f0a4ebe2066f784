// Filter building blocks that stay fast at any canvas size. librsvg's feMorphology costs
// radius-squared per pixel, so outlines grow by blurring the alpha and cutting it off sharply
// instead; turbulence is computed on one small seamless tile and repeated with feTile.

/** Primitives that leave, under `result`, the source's silhouette grown by about `radius`. */
export function grownSilhouette(radius: number, result: string): string {
  return (
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${radius / 1.3}"/>` +
    `<feComponentTransfer result="${result}"><feFuncA type="linear" slope="14" intercept="-1.2"/></feComponentTransfer>`
  );
}

/** Fractal noise over the filter region, computed on a `tile`-sized seamless tile. */
export function tiledNoise(
  frequency: number,
  octaves: number,
  seed: number,
  tile: number,
  result: string,
) {
  return (
    `<feTurbulence x="0" y="0" width="${tile}" height="${tile}" type="fractalNoise" baseFrequency="${frequency}" ` +
    `numOctaves="${octaves}" seed="${seed}" stitchTiles="stitch"/>` +
    `<feTile result="${result}"/>`
  );
}
