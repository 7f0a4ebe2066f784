import type { Artwork, BlogPost, Category, User } from '@kawaii/shared';
import { describe, expect, it } from 'vitest';
import { draftRecord, type DraftContext } from './draft-records.ts';
import { artworkInput, postInput, productInput } from './test/inputs.ts';

const artist = { _id: 'u1', name: 'Momo Sakura' } as User;
const plushies = { _id: 'c1', name: 'Plushies' } as Category;
const bunny = { _id: 'a1', title: 'Bunny', slug: 'bunny', images: ['/uploads/b.webp'] } as Artwork;

const context: DraftContext = {
  now: '2026-03-01T10:00:00.000Z',
  user: artist,
  findCategory: (id) => (id === plushies._id ? plushies : null),
  findArtwork: (id) => (id === bunny._id ? bunny : null),
};

describe('draftRecord', () => {
  it('makes a new post look as the server will show it, authored by the artist', () => {
    const post = draftRecord(
      'posts',
      'local-1',
      postInput({
        title: 'Spring dolls',
        existingImages: ['/uploads/a.webp', '/uploads/b.webp'],
        relatedArtworks: ['a1', 'gone'],
      }),
      null,
      context,
    );
    expect(post).toMatchObject({
      _id: 'local-1',
      title: 'Spring dolls',
      coverImage: '/uploads/a.webp',
      mainImage: '/uploads/a.webp',
      images: ['/uploads/a.webp', '/uploads/b.webp'],
      author: { _id: 'u1', name: 'Momo Sakura' },
      relatedArtworks: [{ _id: 'a1', title: 'Bunny', slug: 'bunny', images: ['/uploads/b.webp'] }],
      createdAt: context.now,
      version: 0,
    });
  });

  it('keeps what an edit leaves out, and the version it was made on', () => {
    const stored = {
      _id: 'p1',
      author: { _id: 'u9', name: 'Helper' },
      coverImage: '/uploads/b.webp',
      createdAt: '2026-01-01T00:00:00.000Z',
      version: 4,
    } as BlogPost;
    const post = draftRecord(
      'posts',
      'p1',
      postInput({ existingImages: ['/uploads/a.webp', '/uploads/b.webp'] }),
      stored,
      context,
    );
    expect(post).toMatchObject({
      coverImage: '/uploads/b.webp',
      author: { name: 'Helper' },
      createdAt: '2026-01-01T00:00:00.000Z',
      version: 4,
    });
  });

  it('links a product to its category by name, and keeps an artwork’s hidden fields', () => {
    const product = draftRecord('products', 'local-2', productInput('c1'), null, context);
    expect(product.category).toEqual({ _id: 'c1', name: 'Plushies' });
    expect(product.rating).toEqual({ stars: 0, count: 0 });

    const stored = { medium: 'Felt', listingType: 'sale', price: 40, artist: { bio: 'Hi' } };
    const artwork = draftRecord('artworks', 'a1', artworkInput(), stored as Artwork, context);
    expect(artwork).toMatchObject({
      medium: 'Felt',
      listingType: 'sale',
      price: 40,
      artist: { bio: 'Hi' },
    });
  });
});
