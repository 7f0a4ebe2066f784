import type { IllustrationStyle, Motif, Palette } from './types.ts';

// Alt texts for the demo pictures say what is drawn, as the artist would describe a photo in her
// Media Library; a title alone would only repeat the caption beside the picture.

const SUBJECTS: Record<Motif, string> = {
  'bunny-doll': 'a bunny doll with long floppy ears',
  'kitty-doll': 'a kitty doll with a little bow',
  'bear-doll': 'a round teddy bear doll',
  'star-girl-doll': 'a doll girl holding a golden star',
  'cloud-sheep': 'a fluffy cloud sheep with a rainbow',
  strawberry: 'a smiling strawberry with leaves',
  cupcake: 'a frosted cupcake with a cherry on top',
  'mushroom-house': 'a tiny mushroom house with a round door',
  'moon-night': 'a sleepy moon among twinkling stars',
  'flower-field': 'a field of small round flowers',
  'whale-sea': 'a happy whale in gentle waves',
  'rainbow-sky': 'a rainbow between puffy clouds',
  'sticker-sheet': 'a sheet of cute stickers',
  keychain: 'an acrylic keychain charm on a ring',
  'tote-bag': 'a canvas tote bag with a printed design',
  'art-print': 'a framed art print',
  'dress-up': 'a paper doll with outfits to try on',
  'coloring-book': 'an open colouring book with crayons',
  'pattern-creator': 'a grid of colourful pattern tiles',
  'sewing-kit': 'a sewing kit with thread, buttons and scissors',
  sketchbook: 'an open sketchbook with pencil doodles',
  'market-stall': 'a little market stall with a striped awning',
};

const TONES: Record<Palette, string> = {
  pink: 'pink',
  blue: 'soft blue',
  mint: 'mint green',
  lavender: 'lavender',
  peach: 'peach',
  lemon: 'lemon yellow',
};

const MEDIA: Record<IllustrationStyle, string> = {
  painting: 'Watercolour painting of',
  digital: 'Digital drawing of',
  sculpture: 'Sculpture of',
  photography: 'Photo of',
  'mixed-media': 'Paper collage of',
  product: 'Shop photo of',
  cover: 'Illustration of',
};

export interface DescribedPicture {
  motif: Motif;
  palette: Palette;
  style: IllustrationStyle;
}

/** "Watercolour painting of a bunny doll with long floppy ears in pink tones". */
export function describeIllustration({ motif, palette, style }: DescribedPicture): string {
  return `${MEDIA[style]} ${SUBJECTS[motif]} in ${TONES[palette]} tones`;
}

/** The picture with its alt text; `view` names a second look at the same piece. */
export function described<Picture extends DescribedPicture>(
  picture: Picture,
  view = '',
): Picture & { alt: string } {
  return { ...picture, alt: `${describeIllustration(picture)}${view}` };
}
