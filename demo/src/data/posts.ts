import { described } from '../illustrations/describe.ts';
import type { Motif, Palette } from '../illustrations/types.ts';
import type { SeedImage } from '../images.ts';

export interface SeedPost {
  slug: string;
  title: string;
  category: string;
  tags: string[];
  featured: boolean;
  excerpt: string;
  /** Paragraphs are separated by blank lines; single line breaks are kept as written. */
  content: string;
  /** Slugs of artworks shown under 'Related Artwork'. */
  relatedArtworks: string[];
  createdAt: string;
  cover: SeedImage;
  gallery: SeedImage[];
}

function cover(motif: Motif, palette: Palette): SeedImage {
  return described({ motif, palette, style: 'cover', width: 1280, height: 720 });
}

/** Snapshots from the studio for the post's gallery. */
function snapshots(alts: string[], motif: Motif, palette: Palette): SeedImage[] {
  return alts.map((alt, index) => ({
    motif,
    palette,
    style: 'photography' as const,
    width: 960,
    height: 720,
    variant: index + 1,
    alt,
  }));
}

export const POSTS: SeedPost[] = [
  {
    slug: 'how-i-sew-a-bunny-doll-from-scratch',
    title: 'How I Sew a Bunny Doll from Scratch',
    category: 'Tutorials',
    tags: ['sewing', 'dolls', 'tutorial', 'bunny'],
    featured: true,
    excerpt:
      'From a doodle to a finished strawberry bunny: my pattern, my fabrics and the three ' +
      'stitches I use for almost everything.',
    content: [
      'Every bunny starts the same way: a doodle on the corner of a receipt, usually while I am ' +
        'waiting for the kettle. If I still like her the next morning, she gets a pattern.',
      'The pattern itself is only six pieces. Two for the head, two for the body, and two for ' +
        'the ears, which I always cut a little longer than I think I need. Ears shrink when you ' +
        'turn them right side out, and a short-eared bunny looks permanently surprised.',
      'What you need:\nminky fabric in two colours\nsafety eyes (9 mm)\npink embroidery floss\n' +
        'polyester stuffing and a chopstick',
      'I sew the seams by machine and close the last gap with a ladder stitch, pulling the ' +
        'thread tight so the seam disappears. The blush is two rows of satin stitch, and the ' +
        'strawberry hood is felt with a single running stitch around the brim.',
      'Stuff more than you think, then add one more handful. A well-stuffed bunny sits up on ' +
        'her own, and that is how you know she is finished.',
    ].join('\n\n'),
    relatedArtworks: ['strawberry-bunny-tea-party', 'kitty-baker'],
    createdAt: '2026-09-18T09:30:00.000Z',
    cover: cover('sewing-kit', 'pink'),
    gallery: snapshots(
      [
        'Bunny pattern pieces cut from pink minky',
        'Stitching the strawberry hood',
        'The finished bunny',
      ],
      'bunny-doll',
      'pink',
    ),
  },
  {
    slug: 'a-peek-inside-my-tiny-studio',
    title: 'A Peek Inside My Tiny Studio',
    category: 'Studio Life',
    tags: ['studio', 'behind the scenes', 'organizing'],
    featured: false,
    excerpt:
      'My whole studio fits in a spare room with one big window. Here is how the fabric, the ' +
      'paint and the dolls all share it.',
    content: [
      'People imagine a big bright loft, but my studio is the spare room at the end of the hall. ' +
        'It has one big window facing east, which is the only reason I paint in the mornings.',
      'The left wall is fabric: minky, felt and cotton folded onto comic-book boards so I can ' +
        'flip through them like a library. The right wall is paint, paper and a drying rack ' +
        'that used to be for dishes.',
      'My desk rules are simple.\nOne project out at a time.\nTea stays on the windowsill.\n' +
        'The dolls in progress get a shelf of their own, so nobody gets glue on them.',
      'If you have a small space, go vertical. Pegboards, hanging jars and a rolling cart did ' +
        'more for my studio than any amount of new furniture.',
    ].join('\n\n'),
    relatedArtworks: [],
    createdAt: '2026-07-02T08:00:00.000Z',
    cover: cover('sketchbook', 'mint'),
    gallery: snapshots(
      ['The fabric wall, folded on boards', 'My desk on a sunny morning'],
      'market-stall',
      'mint',
    ),
  },
  {
    slug: 'painting-mushroom-houses-with-gouache',
    title: 'Painting Mushroom Houses with Gouache',
    category: 'Tutorials',
    tags: ['gouache', 'painting', 'tutorial', 'mushroom'],
    featured: false,
    excerpt:
      'Gouache is watercolour with confidence. A step-by-step look at how I painted the ' +
      'Moonlit Mushroom Cottage.',
    content: [
      'Gouache is the paint I reach for when I want soft colour that still sits up on the page. ' +
        'It dries matte and flat, which is perfect for storybook houses.',
      'I always start with the sky. A wash of lavender, then a second layer with a little more ' +
        'blue at the top, so the moon has something to glow against.',
      'The mushroom cap comes next, painted from dark to light. Gouache lets you paint light ' +
        'colours over dark ones, so the spots go on last with a nearly dry brush.',
      'Finishing touches:\na warm yellow window\na thin white line on the rim of the cap\n' +
        'three tiny stars, never four',
      'If a layer lifts the one under it, let it dry completely and use less water. That is ' +
        'the whole secret, and it took me a year to learn it.',
    ].join('\n\n'),
    relatedArtworks: ['moonlit-mushroom-cottage'],
    createdAt: '2026-05-11T10:15:00.000Z',
    cover: cover('mushroom-house', 'lavender'),
    gallery: snapshots(
      ['The lavender sky wash', 'Painting the mushroom cap', 'Adding the glowing window'],
      'mushroom-house',
      'lavender',
    ),
  },
  {
    slug: 'spring-market-day-recap',
    title: 'Spring Market Day Recap',
    category: 'News',
    tags: ['markets', 'events', 'stickers'],
    featured: false,
    excerpt:
      'Three hundred stickers, forty bunnies and one very windy afternoon: my first art ' +
      'market of the year.',
    content: [
      'The spring market was my first one of the year, and the wind had other plans for my ' +
        'display. Lesson learned: sticker racks need weights.',
      'Thank you to everyone who came to say hello. The Kawaii Friends sticker sheet sold out ' +
        'before lunch, and the bunny plushies found forty new homes by the end of the day.',
      'A few of you asked about the prints, so the Moonlit Mushroom Cottage print is now in the ' +
        'shop as well, in A4 on matte cotton paper.',
      'Next market: the Autumn Craft Fair.\nSame table, same bunnies, more weights.',
    ].join('\n\n'),
    relatedArtworks: [],
    createdAt: '2026-04-06T17:45:00.000Z',
    cover: cover('market-stall', 'peach'),
    gallery: snapshots(
      ['My market table before opening', 'Sticker sheets on the rack'],
      'sticker-sheet',
      'peach',
    ),
  },
  {
    slug: 'choosing-pastel-palettes-that-sing',
    title: 'Choosing Pastel Palettes That Sing',
    category: 'Tips',
    tags: ['colour', 'palettes', 'digital'],
    featured: false,
    excerpt:
      'Pastels can look muddy or they can glow. How I pick four colours that work together, ' +
      'on paper and on screen.',
    content: [
      'A pastel palette is not just "add white". The colours that glow keep a little of their ' +
        'saturation, and they share a temperature.',
      'I pick one hero colour first, usually a pink or a blue, and then find its neighbours on ' +
        'the colour wheel. The fourth colour is always a surprise: a lemon yellow or a mint that ' +
        'makes the others look brighter.',
      'My go-to combinations:\npink, peach, cream and mint\nlavender, blue, white and lemon\n' +
        'mint, sky, sand and coral',
      'On screen I test the palette in greyscale. If two colours turn into the same grey, one ' +
        'of them has to change, or the picture will look flat from across the room.',
    ].join('\n\n'),
    relatedArtworks: ['starlight-dreamer', 'rainbow-cloud-sheep'],
    createdAt: '2026-02-14T12:00:00.000Z',
    cover: cover('rainbow-sky', 'lemon'),
    gallery: snapshots(
      ['Palette swatches on cotton paper', 'Testing colours in greyscale', 'The final palette'],
      'rainbow-sky',
      'lemon',
    ),
  },
  {
    slug: 'meet-bear-knight',
    title: 'Meet Bear Knight, My Newest Art Doll',
    category: 'Behind the Scenes',
    tags: ['dolls', 'polymer clay', 'new release'],
    featured: false,
    excerpt:
      'He guards lost socks, he is made of clay and mohair, and he took three months. ' +
      'The story of Bear Knight.',
    content: [
      'Bear Knight started as a joke about the sock that always goes missing from the laundry. ' +
        'Somebody had to be in charge of finding them.',
      'His face is sculpted in polymer clay, baked in three stages so the nose and the brows ' +
        'stay crisp. The body is jointed mohair, so he can sit, wave or stand guard.',
      'The armour was the hardest part. Felt is soft, and armour is not, so every plate is two ' +
        'layers of felt with a stiffener in between, stitched by hand with silver thread.',
      'He is in the portfolio now, and yes, he is looking for a home.\nSocks not included.',
    ].join('\n\n'),
    relatedArtworks: ['bear-knight'],
    createdAt: '2026-10-20T16:00:00.000Z',
    cover: cover('bear-doll', 'mint'),
    gallery: snapshots(['Sculpting the clay face', 'Felt armour pieces'], 'bear-doll', 'mint'),
  },
];
