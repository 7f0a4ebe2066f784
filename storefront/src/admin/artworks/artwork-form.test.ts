import { describe, expect, it } from 'vitest';
import { artworkInputSchema } from '@kawaii/shared';
import { parseForm } from '../forms/parse-form.ts';
import { artworkFormValues, artworkListingLabel, artworkSaveBody } from './artwork-form.ts';

describe('a new artwork', () => {
  it('is a painting of the current year', () => {
    expect(artworkFormValues(null, 2026)).toMatchObject({ type: 'painting', year: '2026' });
  });
});

describe('what a save sends', () => {
  it('splits and trims the tags, and keeps the images in order', () => {
    const body = artworkSaveBody({ ...artworkFormValues(null, 2026), tags: 'bunny ,  pastel,,' }, [
      '/uploads/a.webp',
      '/uploads/b.webp',
    ]);
    expect(body.tags).toEqual(['bunny', 'pastel']);
    expect(body.existingImages).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
  });

  it('requires title and slug, and a year the schema accepts', () => {
    const parsed = parseForm(
      artworkInputSchema,
      artworkSaveBody({ ...artworkFormValues(null, 2026), year: '' }, []),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      title: 'Title is required',
      slug: 'Slug is required',
      year: 'Year is required',
    });
  });
});

describe('the card', () => {
  it("shows '$price' for a sale and the listing type otherwise", () => {
    expect(artworkListingLabel({ listingType: 'sale', price: 120 })).toBe('$120.00');
    expect(artworkListingLabel({ listingType: 'display', price: null })).toBe('Display Only');
    expect(artworkListingLabel({ listingType: 'commission', price: 80 })).toBe('Commission');
  });
});
