import { describe, expect, it } from 'vitest';
import { postInputSchema } from '@kawaii/shared';
import { parseForm } from '../forms/parse-form.ts';
import { postFormValues, postSaveBody } from './blog-form.ts';

const filled = {
  ...postFormValues(null),
  title: 'Spring Bunnies',
  slug: 'spring-bunnies',
  category: 'Tutorials',
  excerpt: 'Three bunnies for spring.',
  content: 'First paragraph.\n\nSecond paragraph.',
};
const images = { paths: ['/uploads/a.webp', '/uploads/b.webp'], cover: '/uploads/b.webp' };

describe('a new blog post', () => {
  it('starts published, not featured, with nothing related', () => {
    expect(postFormValues(null)).toMatchObject({
      published: true,
      featured: false,
      tags: '',
      relatedArtworks: [],
    });
  });
});

describe('what a save sends', () => {
  it('splits the tags on commas, trims them and drops empty ones', () => {
    const body = postSaveBody({ ...filled, tags: ' dolls, sewing ,, pastel ,' }, images);
    expect(body.tags).toEqual(['dolls', 'sewing', 'pastel']);
  });

  it('sends the kept images in order, with the cover as cover and main image', () => {
    const body = postSaveBody(filled, images);
    expect(body).toMatchObject({
      existingImages: ['/uploads/a.webp', '/uploads/b.webp'],
      coverImage: '/uploads/b.webp',
      mainImage: '/uploads/b.webp',
    });
  });

  it('passes the shared schema when every required field is filled', () => {
    const parsed = parseForm(postInputSchema, postSaveBody(filled, images));
    expect(parsed.ok).toBe(true);
  });
});

describe('validation', () => {
  it('requires title, slug, category, excerpt and content', () => {
    const parsed = parseForm(postInputSchema, postSaveBody(postFormValues(null), images));
    expect(parsed).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        slug: 'Slug is required',
        category: 'Category is required',
        excerpt: 'Excerpt is required',
        content: 'Content is required',
      },
    });
  });

  it('accepts a new custom category, and refuses a slug that is not a slug', () => {
    expect(
      parseForm(postInputSchema, postSaveBody({ ...filled, category: 'Brand New' }, images)),
    ).toMatchObject({ ok: true, input: { category: 'Brand New' } });
    const parsed = parseForm(
      postInputSchema,
      postSaveBody({ ...filled, slug: 'Not A Slug!' }, images),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: { slug: 'Slug may only contain lowercase letters, numbers and hyphens' },
    });
  });
});
