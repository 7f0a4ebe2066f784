import { described } from '../illustrations/describe.ts';
import type { Motif, Palette } from '../illustrations/types.ts';
import type { SeedImage } from '../images.ts';

export interface SeedCategory {
  key: CategoryKey;
  name: string;
  description: string;
  isActive: boolean;
  createdAt: string;
  image: SeedImage;
}

export type CategoryKey = 'plush' | 'prints' | 'stickers' | 'accessories' | 'workshops';

function banner(motif: Motif, palette: Palette): SeedImage {
  return described({ motif, palette, style: 'cover', width: 960, height: 540 });
}

export const CATEGORIES: SeedCategory[] = [
  {
    key: 'plush',
    name: 'Plush Dolls',
    description:
      'Hand-sewn plush friends and one-of-a-kind art dolls, each with a name and a story.',
    isActive: true,
    createdAt: '2025-01-12T09:00:00.000Z',
    image: banner('bear-doll', 'pink'),
  },
  {
    key: 'prints',
    name: 'Art Prints',
    description: 'Giclée prints of my paintings and digital art on soft matte and pearl papers.',
    isActive: true,
    createdAt: '2025-01-12T09:05:00.000Z',
    image: banner('sketchbook', 'lavender'),
  },
  {
    key: 'stickers',
    name: 'Stickers & Stationery',
    description: 'Glossy sticker sheets, sketchbooks and little paper treats for your desk.',
    isActive: true,
    createdAt: '2025-01-12T09:10:00.000Z',
    image: banner('sticker-sheet', 'peach'),
  },
  {
    key: 'accessories',
    name: 'Accessories',
    description: 'Keychains, tote bags and charms to carry a bit of kawaii everywhere.',
    isActive: true,
    createdAt: '2025-01-12T09:15:00.000Z',
    image: banner('keychain', 'mint'),
  },
  {
    key: 'workshops',
    name: 'Workshops',
    description: 'Doll-sewing workshops in the studio. Coming back next season!',
    isActive: false,
    createdAt: '2025-01-12T09:20:00.000Z',
    image: banner('sewing-kit', 'lemon'),
  },
];
