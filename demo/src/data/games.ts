import { described } from '../illustrations/describe.ts';
import type { GameCategory, GameStatus } from '@kawaii/shared';
import type { SeedImage } from '../images.ts';

export interface SeedGame {
  slug: string;
  title: string;
  category: GameCategory;
  tags: string[];
  description: string;
  status: GameStatus;
  createdAt: string;
  thumbnail: SeedImage;
}

type GameMotif = 'dress-up' | 'coloring-book' | 'pattern-creator';

// A palette and backdrop of their own, so the three cards do not look alike.
const THUMBNAIL_LOOKS: Record<GameMotif, Pick<SeedImage, 'palette' | 'variant'>> = {
  'dress-up': { palette: 'pink', variant: 0 },
  'coloring-book': { palette: 'mint', variant: 1 },
  'pattern-creator': { palette: 'lavender', variant: 2 },
};

function thumbnail(motif: GameMotif): SeedImage {
  return described({ motif, style: 'digital', width: 960, height: 720, ...THUMBNAIL_LOOKS[motif] });
}

/** In the order of the games page. */
export const GAMES: SeedGame[] = [
  {
    slug: 'dress-up',
    title: 'Doll Dress-Up',
    category: 'creative',
    tags: ['dress-up', 'fashion', 'character', 'kawaii'],
    description:
      'Dress the doll in shirts, skirts, dresses, wigs, bows and more. Mix and match, press ' +
      'Randomize for a surprise outfit, and make her your own.',
    status: 'available',
    createdAt: '2025-03-01T12:00:00.000Z',
    thumbnail: thumbnail('dress-up'),
  },
  {
    slug: 'coloring-book',
    title: 'Coloring Book',
    category: 'creative',
    tags: ['coloring', 'relaxing', 'kawaii'],
    description:
      'Colour in the bunny, the kitty and the whole mushroom village with pastel paints.',
    status: 'coming-soon',
    createdAt: '2025-03-01T12:05:00.000Z',
    thumbnail: thumbnail('coloring-book'),
  },
  {
    slug: 'pattern-creator',
    title: 'Pattern Creator',
    category: 'educational',
    tags: ['patterns', 'design', 'learning'],
    description: 'Design your own repeating kawaii patterns and learn how fabric prints are made.',
    status: 'coming-soon',
    createdAt: '2025-03-01T12:10:00.000Z',
    thumbnail: thumbnail('pattern-creator'),
  },
];
