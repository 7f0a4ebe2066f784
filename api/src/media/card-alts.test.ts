import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Artwork, BlogPost, Product } from '@kawaii/shared';
import { buildArtwork, buildPost, buildProduct, day } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { withCardAlts } from './card-alts.ts';
import { createMediaStore } from './store.ts';

describe('withCardAlts', () => {
  it('reads every card image of a list in one lookup, each path once', () => {
    const asked: (readonly string[])[] = [];
    const lookup = (paths: readonly string[]) => {
      asked.push(paths);
      return new Map([['/uploads/a.webp', 'A pink cat']]);
    };
    const cards = withCardAlts(
      [
        { image: '/uploads/a.webp' },
        { image: '/uploads/b.webp' },
        { image: '/uploads/a.webp' },
        {},
      ],
      (card: { image?: string }) => card.image,
      lookup,
    );
    expect(asked).toEqual([['/uploads/a.webp', '/uploads/b.webp']]);
    expect(cards.map((card) => card.imageAlt)).toEqual(['A pink cat', '', 'A pink cat', '']);
  });

  it('asks nothing for a list without images', () => {
    const lookup = () => {
      throw new Error('no lookup expected');
    };
    expect(withCardAlts([], () => undefined, lookup)).toEqual([]);
    expect(withCardAlts([{}], () => null, lookup)).toEqual([{ imageAlt: '' }]);
  });
});

describe("list answers carry their cards' alt texts", () => {
  let app: TestApp;
  let artworkSlug: string;

  beforeAll(async () => {
    app = await startTestApp();
    const media = createMediaStore(app.db);
    const alt = (path: string, text: string) =>
      media.setAlt({ path, alt: text, width: 10, height: 10, createdAt: day(1) });
    const artwork = buildArtwork(app.db, {
      title: 'Moon Bunny',
      slug: 'moon-bunny',
      images: ['/uploads/moon-10x10.webp', '/uploads/moon-detail-10x10.webp'],
      createdAt: day(1),
    });
    artworkSlug = artwork.slug!;
    buildArtwork(app.db, { title: 'No Alt Yet', images: ['/uploads/bare-10x10.webp'] });
    buildProduct(app.db, { title: 'Moon Sticker', images: ['/uploads/sticker-10x10.webp'] });
    buildPost(
      app.db,
      {
        title: 'Painting the moon',
        slug: 'painting-the-moon',
        coverImage: '/uploads/cover-10x10.webp',
        mainImage: '/uploads/cover-10x10.webp',
        images: ['/uploads/cover-10x10.webp'],
      },
      [artwork.id],
    );
    alt('/uploads/moon-10x10.webp', 'A bunny asleep on a crescent moon');
    // Only the card's own image counts: the second image's alt is not the card's.
    alt('/uploads/moon-detail-10x10.webp', 'Close-up of the bunny');
    alt('/uploads/sticker-10x10.webp', 'A round sticker of the moon bunny');
    alt('/uploads/cover-10x10.webp', 'Paint pots around a moon sketch');
  });

  afterAll(() => app.close());

  async function json<T>(path: string): Promise<T> {
    const response = await app.get(path);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  it('gives artworks, products and posts the alt of the image their card shows', async () => {
    const artworks = await json<Artwork[]>('/api/artworks');
    const altOf = (title: string) => artworks.find((artwork) => artwork.title === title)?.imageAlt;
    expect(altOf('Moon Bunny')).toBe('A bunny asleep on a crescent moon');
    expect(altOf('No Alt Yet')).toBe('');

    const [product] = (await json<Product[]>('/api/shop')).filter(
      (p) => p.title === 'Moon Sticker',
    );
    expect(product?.imageAlt).toBe('A round sticker of the moon bunny');

    const posts = await json<BlogPost[]>('/api/blog');
    expect(posts.find((post) => post.slug === 'painting-the-moon')?.imageAlt).toBe(
      'Paint pots around a moon sketch',
    );
  });

  it("gives a post page's related artwork cards their alts", async () => {
    const post = await json<BlogPost>('/api/blog/slug/painting-the-moon');
    expect(post.relatedArtworks.map((artwork) => artwork.slug)).toEqual([artworkSlug]);
    expect(post.relatedArtworks[0]?.imageAlt).toBe('A bunny asleep on a crescent moon');
  });
});
