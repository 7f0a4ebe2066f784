// The contract between the demo seed and the illustrator: the seed asks for a picture by motif,
// palette and style; the illustrator answers with a complete SVG document, drawn in code, which
// the seed renders to an image with sharp. Nothing is downloaded.

export const PALETTES = ['pink', 'blue', 'mint', 'lavender', 'peach', 'lemon'] as const;
export type Palette = (typeof PALETTES)[number];

export const MOTIFS = [
  // characters (dolls, plush, figures)
  'bunny-doll',
  'kitty-doll',
  'bear-doll',
  'star-girl-doll',
  'cloud-sheep',
  // still lifes and scenes
  'strawberry',
  'cupcake',
  'mushroom-house',
  'moon-night',
  'flower-field',
  'whale-sea',
  'rainbow-sky',
  // shop goods
  'sticker-sheet',
  'keychain',
  'tote-bag',
  'art-print',
  // games
  'dress-up',
  'coloring-book',
  'pattern-creator',
  // category cards and blog covers
  'sewing-kit',
  'sketchbook',
  'market-stall',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** How the picture is rendered; the five artwork types look different from each other. */
export const ILLUSTRATION_STYLES = [
  'painting', // soft watercolour texture
  'digital', // clean flat shapes, glow
  'sculpture', // rounded shading on a plinth
  'photography', // photo of the object: depth, vignette, bokeh
  'mixed-media', // paper cut-outs, tape, stitches
  'product', // a shop photo: the item centred on a soft backdrop with a shadow
  'cover', // a wide blog cover or category banner
] as const;
export type IllustrationStyle = (typeof ILLUSTRATION_STYLES)[number];

export interface IllustrationOptions {
  motif: Motif;
  palette: Palette;
  style: IllustrationStyle;
  width: number;
  height: number;
  /** Small deterministic variations (background pattern, accessories, pose) for gallery images. */
  variant?: number;
}

export type Illustrate = (options: IllustrationOptions) => string;
