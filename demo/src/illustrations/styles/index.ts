// The style registry.
import type { IllustrationStyle } from '../types.ts';
import { cover } from './cover.ts';
import { digital } from './digital.ts';
import { mixedMedia } from './mixedMedia.ts';
import { painting } from './painting.ts';
import { photography } from './photography.ts';
import { product } from './product.ts';
import { sculpture } from './sculpture.ts';
import type { Style } from './style.ts';

export const STYLES: Record<IllustrationStyle, Style> = {
  painting,
  digital,
  sculpture,
  photography,
  'mixed-media': mixedMedia,
  product,
  cover,
};
