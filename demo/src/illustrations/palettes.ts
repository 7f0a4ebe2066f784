// The six pastel palettes. Each has a darker outline tone of its own hue: kawaii art is
// outlined in a deep plum, navy or cocoa, never in black.
import type { Palette } from './types.ts';

export interface PaletteColors {
  /** The lightest tint: paper and backdrops. */
  paper: string;
  /** A light tint for washes, patterns and table tops. */
  backdrop: string;
  /** The palette's own pastel: doll fabric, frosting, the main object. */
  main: string;
  /** A deeper pastel of the same hue for details and shadows. */
  mainDeep: string;
  /** A complementary pastel for bows, dresses and contrast. */
  accent: string;
  /** A third, sunny pastel for stars and sparkles. */
  sunny: string;
  /** The outline tone. */
  ink: string;
  blush: string;
}

export const PALETTE_COLORS: Record<Palette, PaletteColors> = {
  pink: {
    paper: '#fff5f8',
    backdrop: '#ffe3ee',
    main: '#ffb8d2',
    mainDeep: '#f58fb4',
    accent: '#a9d8f2',
    sunny: '#fff0a3',
    ink: '#8a4763',
    blush: '#ff8fb1',
  },
  blue: {
    paper: '#f2f8ff',
    backdrop: '#dcecfd',
    main: '#a8d0f6',
    mainDeep: '#7cb2ea',
    accent: '#ffc5da',
    sunny: '#fff1a6',
    ink: '#41598a',
    blush: '#ff9fbd',
  },
  mint: {
    paper: '#f1fbf6',
    backdrop: '#d8f4e7',
    main: '#a9e5cc',
    mainDeep: '#78cfab',
    accent: '#ffc8d8',
    sunny: '#fff2ad',
    ink: '#3b6f62',
    blush: '#ff9fb4',
  },
  lavender: {
    paper: '#f8f3ff',
    backdrop: '#ebe1fd',
    main: '#cfbaf6',
    mainDeep: '#a98fe6',
    accent: '#ffd0e2',
    sunny: '#fff1b0',
    ink: '#5c4889',
    blush: '#ff9fc4',
  },
  peach: {
    paper: '#fff6ef',
    backdrop: '#ffe6d6',
    main: '#ffc7a6',
    mainDeep: '#fba57f',
    accent: '#b7e2de',
    sunny: '#fff0b0',
    ink: '#8c5140',
    blush: '#ff8f96',
  },
  lemon: {
    paper: '#fffbea',
    backdrop: '#fff2c2',
    main: '#ffe38c',
    mainDeep: '#f9c95a',
    accent: '#ffc3d7',
    sunny: '#bfe6f3',
    ink: '#86652b',
    blush: '#ff9d9d',
  },
};

/** Colours every palette shares: they describe materials rather than the palette's mood. */
export const MATERIALS = {
  white: '#ffffff',
  cream: '#fffaf1',
  skin: '#ffe7da',
  leaf: '#9fdba4',
  leafDeep: '#6fbf87',
  sky: '#cfe8fb',
  sea: '#8ccbf0',
  wood: '#e8c6a0',
  metal: '#d9dce3',
  night: '#2e2a5c',
  gold: '#ffd66e',
} as const;
