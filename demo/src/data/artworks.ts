import { described } from '../illustrations/describe.ts';
import type { ArtworkType, ListingType } from '@kawaii/shared';
import type { Motif, Palette } from '../illustrations/types.ts';
import type { SeedImage } from '../images.ts';

export interface SeedArtwork {
  slug: string;
  title: string;
  type: ArtworkType;
  medium: string;
  year: number;
  description: string;
  tags: string[];
  featured: boolean;
  listingType: ListingType;
  /** Dollars; only for listingType 'sale'. */
  price: number | null;
  createdAt: string;
  images: SeedImage[];
}

export const ARTIST_BIO =
  'Momo Sakura is an independent artist who sews kawaii dolls and paints soft, pastel worlds ' +
  'from a tiny sunlit studio. Every piece starts as a doodle in her sketchbook and is finished ' +
  'by hand, one stitch and one brushstroke at a time.';

/** A gallery of `count` views of the same piece, drawn in the artwork's own style. */
function gallery(
  type: ArtworkType,
  motif: Motif,
  palette: Palette,
  count: number,
  size: { width: number; height: number } = { width: 960, height: 1200 },
): SeedImage[] {
  const views = ['', ', detail', ', another view'];
  return Array.from({ length: count }, (_, variant) =>
    described({ motif, palette, style: type, ...size, variant }, views[variant] ?? ''),
  );
}

const LANDSCAPE = { width: 1200, height: 880 };

export const ARTWORKS: SeedArtwork[] = [
  {
    slug: 'strawberry-bunny-tea-party',
    title: 'Strawberry Bunny Tea Party',
    type: 'painting',
    medium: 'Watercolour and gouache on cotton paper',
    year: 2024,
    description:
      'A bunny in her best strawberry bonnet pours tea for friends who are running a little late. ' +
      'Painted in thin watercolour glazes, with gouache highlights on the cream and the teacups.',
    tags: ['bunny', 'strawberry', 'tea party', 'watercolour'],
    featured: true,
    listingType: 'sale',
    price: 240,
    createdAt: '2024-04-12T10:00:00.000Z',
    images: gallery('painting', 'bunny-doll', 'pink', 3),
  },
  {
    slug: 'moonlit-mushroom-cottage',
    title: 'Moonlit Mushroom Cottage',
    type: 'painting',
    medium: 'Gouache on hot-pressed paper',
    year: 2022,
    description:
      'A little mushroom house keeps its lamp on for travellers walking home under a lavender moon. ' +
      'The first painting of the mushroom village series, and still the one I look at the most.',
    tags: ['mushroom', 'night', 'cottage', 'gouache'],
    featured: false,
    listingType: 'display',
    price: null,
    createdAt: '2022-10-03T10:00:00.000Z',
    images: gallery('painting', 'mushroom-house', 'lavender', 2),
  },
  {
    slug: 'starlight-dreamer',
    title: 'Starlight Dreamer',
    type: 'digital',
    medium: 'Digital painting (Procreate), printed on pearl paper',
    year: 2025,
    description:
      'Star Girl floats above the rooftops collecting wishes in her pockets. Drawn on the iPad ' +
      'with a soft glow brush and printed on shimmering pearl paper in a signed edition of 30.',
    tags: ['star girl', 'night sky', 'glow', 'digital'],
    featured: true,
    listingType: 'sale',
    price: 85,
    createdAt: '2025-02-20T10:00:00.000Z',
    images: gallery('digital', 'star-girl-doll', 'blue', 3),
  },
  {
    slug: 'rainbow-cloud-sheep',
    title: 'Rainbow Cloud Sheep',
    type: 'digital',
    medium: 'Vector illustration',
    year: 2023,
    description:
      'A sleepy sheep who is also a cloud, drifting over a field of lemon drops. Made for a ' +
      'bedtime-story zine, in flat shapes and candy colours.',
    tags: ['sheep', 'cloud', 'rainbow', 'zine'],
    featured: false,
    listingType: 'display',
    price: null,
    createdAt: '2023-06-14T10:00:00.000Z',
    images: gallery('digital', 'cloud-sheep', 'lemon', 2, LANDSCAPE),
  },
  {
    slug: 'kitty-baker',
    title: 'Kitty Baker',
    type: 'sculpture',
    medium: 'Needle-felted wool over a wire armature, cotton apron',
    year: 2021,
    description:
      'A 28 cm art doll of a kitty who runs the bakery on the corner. Her apron is hand-stitched ' +
      'and her tiny croissant is felted from a single strand of golden wool.',
    tags: ['kitty', 'art doll', 'needle felting', 'bakery'],
    featured: false,
    listingType: 'sold',
    price: null,
    createdAt: '2021-11-08T10:00:00.000Z',
    images: gallery('sculpture', 'kitty-doll', 'peach', 3),
  },
  {
    slug: 'bear-knight',
    title: 'Bear Knight',
    type: 'sculpture',
    medium: 'Polymer clay, mohair and hand-sewn armour of felt',
    year: 2026,
    description:
      'A brave little bear in felt armour, sworn to protect every lost sock in the kingdom. ' +
      'Sculpted in polymer clay with a jointed mohair body, so he can sit, wave or stand guard.',
    tags: ['bear', 'art doll', 'polymer clay', 'knight'],
    featured: true,
    listingType: 'sale',
    price: 320,
    createdAt: '2026-05-30T10:00:00.000Z',
    images: gallery('sculpture', 'bear-doll', 'mint', 3),
  },
  {
    slug: 'whale-song-at-dusk',
    title: 'Whale Song at Dusk',
    type: 'photography',
    medium: 'Photograph of a handmade plush diorama, archival print',
    year: 2020,
    description:
      'A felt whale sings to the evening sea in a shoebox diorama lit by one warm lamp. ' +
      'Shot at dusk by the window so the blue hour does the rest.',
    tags: ['whale', 'sea', 'diorama', 'photography'],
    featured: false,
    listingType: 'display',
    price: null,
    createdAt: '2020-08-21T10:00:00.000Z',
    images: gallery('photography', 'whale-sea', 'blue', 2, LANDSCAPE),
  },
  {
    slug: 'picnic-in-the-flower-field',
    title: 'Picnic in the Flower Field',
    type: 'photography',
    medium: 'Photograph, giclée print on matte paper',
    year: 2025,
    description:
      'My dolls on their first picnic of spring, photographed in the community garden among ' +
      'clover and tiny daisies. Available as a signed print.',
    tags: ['flowers', 'picnic', 'spring', 'dolls'],
    featured: false,
    listingType: 'sale',
    price: 60,
    createdAt: '2025-04-26T10:00:00.000Z',
    images: gallery('photography', 'flower-field', 'mint', 3, LANDSCAPE),
  },
  {
    slug: 'cupcake-parade',
    title: 'Cupcake Parade',
    type: 'mixed-media',
    medium: 'Paper cut-outs, washi tape, embroidery thread and fabric scraps',
    year: 2019,
    description:
      'Cupcakes marching in a birthday parade, cut from wrapping paper and stitched onto linen. ' +
      'The sprinkles are French knots; there are 214 of them.',
    tags: ['cupcake', 'collage', 'embroidery', 'birthday'],
    featured: false,
    listingType: 'commission',
    price: null,
    createdAt: '2019-09-15T10:00:00.000Z',
    images: gallery('mixed-media', 'cupcake', 'peach', 2),
  },
  {
    slug: 'over-the-rainbow-sky',
    title: 'Over the Rainbow Sky',
    type: 'mixed-media',
    medium: 'Collage of hand-painted papers, felt and gold thread',
    year: 2026,
    description:
      'A rainbow stitched across a sky of painted paper scraps, with felt clouds you can ' +
      'actually feel. Made in one long rainy weekend.',
    tags: ['rainbow', 'collage', 'clouds', 'felt'],
    featured: true,
    listingType: 'display',
    price: null,
    createdAt: '2026-08-09T10:00:00.000Z',
    images: gallery('mixed-media', 'rainbow-sky', 'lavender', 2, LANDSCAPE),
  },
];
