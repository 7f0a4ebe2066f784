import { described } from '../illustrations/describe.ts';
import type { Motif, Palette } from '../illustrations/types.ts';
import type { SeedImage } from '../images.ts';
import type { OptionChoice, ProductKind, ProductOption } from '@kawaii/shared';
import type { CategoryKey } from './categories.ts';

export interface SeedProduct {
  key: string;
  title: string;
  description: string;
  /** Dollars. */
  price: number;
  discountPrice: number | null;
  category: CategoryKey;
  stock: number;
  /** Centimetres. */
  dimensions: { width: number | null; height: number | null };
  featured: boolean;
  rating: { stars: number; count: number };
  createdAt: string;
  images: SeedImage[];
  /** How it is sold when not as a plain stocked product (counted as `stock`). */
  selling?: SeedSelling;
}

/** Options with a variant each, a unique piece (sold or not), made to order, or a pre-order. */
export interface SeedSelling {
  kind: ProductKind;
  leadTime?: string;
  options?: ProductOption[];
  variants?: { options: OptionChoice; stock: number; price?: number }[];
  soldAt?: string;
  /** Open from the seed's day, closing this many days later, shipping that many months on. */
  preorder?: { closesInDays: number; cap: number; shipsInMonths: number };
  /** Made to order: the percentage of the price paid at checkout, the rest before shipping. */
  depositPercent?: number;
}

/** Two shop photos of the item: the main one and a second angle. */
function photos(motif: Motif, palette: Palette): SeedImage[] {
  return [0, 1].map((variant) =>
    described(
      { motif, palette, style: 'product', width: 800, height: 800, variant },
      variant === 0 ? '' : ', another angle',
    ),
  );
}

export const PRODUCTS: SeedProduct[] = [
  {
    key: 'strawberry-bunny-plush',
    title: 'Strawberry Bunny Plush',
    description:
      'A soft minky bunny in a strawberry hood, hand-sewn in the studio. Safety eyes, ' +
      'embroidered blush, and a little felt leaf on top. Each one is slightly different.',
    price: 68,
    discountPrice: 58,
    category: 'plush',
    stock: 5,
    dimensions: { width: 18, height: 30 },
    featured: true,
    rating: { stars: 4.9, count: 27 },
    createdAt: '2026-02-02T15:00:00.000Z',
    images: photos('bunny-doll', 'pink'),
  },
  {
    key: 'cloud-sheep-cuddle-doll',
    title: 'Cloud Sheep Cuddle Doll',
    description:
      'The Rainbow Cloud Sheep as a huggable doll: curly boucle fleece, a weighted bottom for ' +
      'sitting on shelves, and a rainbow ribbon tail.',
    price: 54,
    discountPrice: null,
    category: 'plush',
    stock: 3,
    dimensions: { width: 20, height: 22 },
    featured: false,
    rating: { stars: 4.8, count: 14 },
    createdAt: '2026-01-18T15:00:00.000Z',
    images: photos('cloud-sheep', 'lavender'),
  },
  {
    key: 'kitty-baker-art-doll',
    title: 'Kitty Baker Art Doll',
    description:
      'A needle-felted kitty baker with a hand-stitched apron and a tiny croissant. A collector ' +
      'piece made in very small batches; sign up for the newsletter to hear about the next one.',
    price: 120,
    discountPrice: null,
    category: 'plush',
    stock: 0,
    dimensions: { width: 16, height: 28 },
    featured: false,
    rating: { stars: 5, count: 9 },
    createdAt: '2025-11-20T15:00:00.000Z',
    images: photos('kitty-doll', 'peach'),
  },
  {
    key: 'star-girl-mini-doll',
    title: 'Star Girl Mini Doll',
    description:
      'A pocket-sized Star Girl with a glittery felt star and a wish scroll in her pocket. ' +
      'Perfect for desks, bags and bedside tables.',
    price: 45,
    discountPrice: 39,
    category: 'plush',
    stock: 8,
    dimensions: { width: 12, height: 20 },
    featured: false,
    rating: { stars: 0, count: 0 },
    createdAt: '2026-09-01T15:00:00.000Z',
    images: photos('star-girl-doll', 'blue'),
  },
  {
    key: 'moonlit-mushroom-print',
    title: 'Moonlit Mushroom Cottage Print (A4)',
    description:
      'A giclée print of the gouache painting on 300 gsm matte cotton paper, signed on the back. ' +
      'Ships flat in a rigid mailer.',
    price: 28,
    discountPrice: null,
    category: 'prints',
    stock: 25,
    dimensions: { width: 21, height: 29.7 },
    featured: true,
    rating: { stars: 4.7, count: 41 },
    createdAt: '2025-10-10T15:00:00.000Z',
    images: photos('mushroom-house', 'lavender'),
  },
  {
    key: 'whale-song-print',
    title: 'Whale Song Giclée Print (A3)',
    description:
      'The dusk diorama photograph as a large archival print with a soft white border. ' +
      'Lovely in a nursery or above a reading nook.',
    price: 42,
    discountPrice: 35,
    category: 'prints',
    stock: 12,
    dimensions: { width: 29.7, height: 42 },
    featured: false,
    rating: { stars: 4.6, count: 12 },
    createdAt: '2025-12-05T15:00:00.000Z',
    images: photos('whale-sea', 'blue'),
  },
  {
    key: 'rainbow-mini-print-set',
    title: 'Rainbow Sky Mini Print Set',
    description:
      'Three postcard-size prints from the rainbow series, packed in a glassine sleeve with a ' +
      'sticker seal. Frame them or send them to a friend.',
    price: 18,
    discountPrice: null,
    category: 'prints',
    stock: 30,
    dimensions: { width: 10, height: 15 },
    featured: false,
    rating: { stars: 4.6, count: 18 },
    createdAt: '2026-08-20T15:00:00.000Z',
    images: photos('art-print', 'lemon'),
  },
  {
    key: 'kawaii-friends-sticker-sheet',
    title: 'Kawaii Friends Sticker Sheet',
    description:
      'Twelve glossy vinyl stickers of the whole gang: bunny, kitty, bear, Star Girl and the ' +
      'cloud sheep. Water resistant and kiss-cut for easy peeling.',
    price: 6.5,
    discountPrice: null,
    category: 'stickers',
    stock: 120,
    dimensions: { width: 10, height: 15 },
    featured: true,
    rating: { stars: 4.9, count: 112 },
    createdAt: '2025-09-14T15:00:00.000Z',
    images: photos('sticker-sheet', 'pink'),
  },
  {
    key: 'strawberry-dreams-sticker-sheet',
    title: 'Strawberry Dreams Sticker Sheet',
    description:
      'Strawberries, teacups and tiny bows on a shimmering holographic sheet. ' +
      'Ten stickers per sheet.',
    price: 6.5,
    discountPrice: 5,
    category: 'stickers',
    stock: 80,
    dimensions: { width: 10, height: 15 },
    featured: false,
    rating: { stars: 4.7, count: 35 },
    createdAt: '2026-03-22T15:00:00.000Z',
    images: photos('strawberry', 'peach'),
  },
  {
    key: 'pastel-sketchbook',
    title: 'Pastel Dot-Grid Sketchbook',
    description:
      'A5 sketchbook with 120 pages of 160 gsm dot-grid paper, a pastel linen cover and a ' +
      'ribbon bookmark. The paper takes light watercolour washes.',
    price: 16,
    discountPrice: null,
    category: 'stickers',
    stock: 40,
    dimensions: { width: 14.8, height: 21 },
    featured: false,
    rating: { stars: 4.8, count: 21 },
    createdAt: '2026-04-11T15:00:00.000Z',
    images: photos('sketchbook', 'mint'),
  },
  {
    key: 'bunny-acrylic-keychain',
    title: 'Bunny Acrylic Keychain',
    description:
      'A double-sided acrylic charm of the strawberry bunny with a gold clasp. ' +
      'Sturdy enough for keys, cute enough for your bag.',
    price: 12,
    discountPrice: null,
    category: 'accessories',
    stock: 60,
    dimensions: { width: 5, height: 7 },
    featured: false,
    rating: { stars: 4.8, count: 56 },
    createdAt: '2025-10-28T15:00:00.000Z',
    images: photos('keychain', 'mint'),
  },
  {
    key: 'mushroom-house-tote',
    title: 'Mushroom House Tote Bag',
    description:
      'A heavy cotton canvas tote with the mushroom cottage screen-printed in three colours. ' +
      'Long handles and an inside pocket for your keychain collection.',
    price: 24,
    discountPrice: 19.5,
    category: 'accessories',
    stock: 15,
    dimensions: { width: 38, height: 42 },
    featured: false,
    rating: { stars: 4.5, count: 22 },
    createdAt: '2026-06-15T15:00:00.000Z',
    images: photos('tote-bag', 'mint'),
  },
  {
    key: 'lace-dress-bjd-outfit',
    title: 'Lace Tea Dress for Ball-Jointed Dolls',
    description:
      'A lace tea dress with a satin sash and tiny pearl buttons, cut to fit three doll sizes. ' +
      'Choose the size of your doll and a colour; the biggest size takes a little more lace.',
    price: 38,
    discountPrice: 34,
    category: 'plush',
    stock: 0,
    dimensions: { width: 14, height: 22 },
    featured: false,
    rating: { stars: 4.9, count: 11 },
    createdAt: '2025-09-10T15:00:00.000Z',
    images: photos('star-girl-doll', 'pink'),
    selling: {
      kind: 'stocked',
      options: [
        { name: 'Size', values: ['1/3', '1/4', '1/6'] },
        { name: 'Colour', values: ['Pink', 'Mint'] },
      ],
      variants: [
        { options: { Size: '1/3', Colour: 'Pink' }, stock: 2, price: 46 },
        { options: { Size: '1/3', Colour: 'Mint' }, stock: 0, price: 46 },
        { options: { Size: '1/4', Colour: 'Pink' }, stock: 4 },
        { options: { Size: '1/4', Colour: 'Mint' }, stock: 3 },
        { options: { Size: '1/6', Colour: 'Pink' }, stock: 5 },
        { options: { Size: '1/6', Colour: 'Mint' }, stock: 1 },
      ],
    },
  },
  {
    key: 'rose-garden-art-doll',
    title: 'Rose Garden Art Doll',
    description:
      'A one-of-a-kind art doll with a hand-painted face, a crown of silk roses and a ' +
      'velvet cape. There is only this one.',
    price: 260,
    discountPrice: null,
    category: 'plush',
    stock: 1,
    dimensions: { width: 15, height: 40 },
    featured: false,
    rating: { stars: 0, count: 0 },
    createdAt: '2025-09-05T15:00:00.000Z',
    images: photos('bunny-doll', 'peach'),
    selling: { kind: 'unique' },
  },
  {
    key: 'moonlight-fairy-art-doll',
    title: 'Moonlight Fairy Art Doll',
    description:
      'A one-of-a-kind fairy with organza wings and a moonstone pendant. She found her home, ' +
      'and her photos stay here as part of the portfolio.',
    price: 240,
    discountPrice: null,
    category: 'plush',
    stock: 0,
    dimensions: { width: 15, height: 38 },
    featured: false,
    rating: { stars: 5, count: 1 },
    createdAt: '2025-08-20T15:00:00.000Z',
    images: photos('star-girl-doll', 'lavender'),
    selling: { kind: 'unique', soldAt: '2025-10-02T18:00:00.000Z' },
  },
  {
    key: 'custom-portrait-doll',
    title: 'Custom Portrait Doll',
    description:
      'A doll made to look like you, your child or your pet, from the photos you send. Each is ' +
      'sewn to order, so it takes a little while.',
    price: 180,
    discountPrice: null,
    category: 'plush',
    stock: 0,
    dimensions: { width: 18, height: 32 },
    featured: false,
    rating: { stars: 4.9, count: 8 },
    createdAt: '2025-08-10T15:00:00.000Z',
    images: photos('kitty-doll', 'mint'),
    selling: { kind: 'made-to-order', leadTime: '6-8 weeks' },
  },
  {
    key: 'winter-star-girl-preorder',
    title: 'Winter Star Girl (Pre-order)',
    description:
      'Star Girl in a knitted winter coat with a snowflake wand. Made in one small batch: ' +
      'pre-order her while the window is open.',
    price: 52,
    discountPrice: null,
    category: 'plush',
    stock: 0,
    dimensions: { width: 12, height: 20 },
    featured: false,
    rating: { stars: 0, count: 0 },
    createdAt: '2025-08-01T15:00:00.000Z',
    images: photos('star-girl-doll', 'blue'),
    selling: { kind: 'stocked', preorder: { closesInDays: 45, cap: 30, shipsInMonths: 4 } },
  },
  {
    key: 'heirloom-ball-jointed-doll',
    title: 'Heirloom Ball-Jointed Doll',
    description:
      'A ball-jointed doll sanded, face-painted and dressed by hand to your wishes, with a ' +
      'certificate signed by the artist. A deposit holds your place in the queue; the rest is ' +
      'due when she is ready to travel.',
    price: 240,
    discountPrice: null,
    category: 'plush',
    stock: 0,
    dimensions: { width: 14, height: 42 },
    featured: false,
    rating: { stars: 5, count: 3 },
    createdAt: '2025-07-25T15:00:00.000Z',
    images: photos('bunny-doll', 'lavender'),
    selling: { kind: 'made-to-order', leadTime: '6-8 weeks', depositPercent: 30 },
  },
];
