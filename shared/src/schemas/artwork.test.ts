import { describe, expect, it, vi } from 'vitest';
import { artworkInputSchema } from './artwork.ts';
import { fieldErrors } from './errors.ts';

describe('artworkInputSchema', () => {
  it('reads the multipart fields of the artwork form', () => {
    const artwork = artworkInputSchema.parse({
      title: 'Strawberry Bunny',
      slug: 'strawberry-bunny',
      type: 'painting',
      year: '2026',
      featured: 'true',
      description: 'Watercolor on paper',
      tags: 'bunny, strawberry,, pink',
      existingImages: '/uploads/a.webp',
      version: '2',
    });
    expect(artwork).toEqual({
      title: 'Strawberry Bunny',
      slug: 'strawberry-bunny',
      type: 'painting',
      year: 2026,
      featured: true,
      description: 'Watercolor on paper',
      tags: ['bunny', 'strawberry', 'pink'],
      medium: undefined,
      listingType: undefined,
      price: undefined,
      artistBio: undefined,
      existingImages: ['/uploads/a.webp'],
      version: 2,
    });
  });

  it('requires title, slug, type and year', () => {
    const result = artworkInputSchema.safeParse({});
    expect(fieldErrors(result.error!)).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      type: 'Type is required',
      year: 'Year is required',
    });
  });

  it('checks the optional fields it is given', () => {
    const result = artworkInputSchema.safeParse({
      title: 'A',
      slug: 'a',
      type: 'collage',
      year: 'soon',
      listingType: 'auction',
      price: '-3',
    });
    expect(fieldErrors(result.error!)).toEqual({
      type: 'Type must be one of painting, digital, sculpture, photography, mixed-media',
      year: 'Year must be a number',
      listingType: 'Listing type must be one of sale, display, sold, commission',
      price: 'Price must be 0 or more',
    });
  });

  const valid = { title: 'A', slug: 'a', type: 'painting', existingImages: ['/uploads/a.webp'] };

  it('refuses a year still to come, and takes this one', () => {
    // The schema reads this year from the clock: a fixed one, so that a run at New Year cannot
    // compute one year here and check against the next.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 11, 31, 12) });
    try {
      const next = artworkInputSchema.safeParse({ ...valid, year: '2027' });
      expect(fieldErrors(next.error!)).toEqual({ year: 'Year cannot be in the future' });
      expect(artworkInputSchema.safeParse({ ...valid, year: '2026' }).success).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an artwork for sale without a price', () => {
    const forSale = { ...valid, year: '2020', listingType: 'sale' };
    const blank = artworkInputSchema.safeParse({ ...forSale, price: '' });
    expect(fieldErrors(blank.error!)).toEqual({
      price: 'Price is required for an artwork for sale',
    });
    expect(artworkInputSchema.safeParse({ ...forSale, price: '120' }).success).toBe(true);
    expect(
      artworkInputSchema.safeParse({ ...forSale, listingType: 'display', price: '' }).success,
    ).toBe(true);
  });
});
