import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { postInputSchema } from './post.ts';

const required = {
  title: 'Spring Dolls',
  slug: 'spring-dolls',
  category: 'Dolls',
  excerpt: 'New dolls for spring',
  content: 'Hello\n\nWorld',
};

describe('postInputSchema', () => {
  it('defaults to published, not featured, with no tags or related artworks', () => {
    expect(postInputSchema.parse(required)).toEqual({
      ...required,
      tags: [],
      published: true,
      featured: false,
      relatedArtworks: [],
      mainImage: undefined,
      coverImage: undefined,
      existingImages: [],
      version: undefined,
    });
  });

  it('reads the multipart fields of the blog form', () => {
    const post = postInputSchema.parse({
      ...required,
      tags: '["dolls","spring"]',
      published: 'false',
      featured: 'on',
      relatedArtworks: ['a1', 'a2'],
      coverImage: '/uploads/cover.webp',
      existingImages: ['/uploads/cover.webp', '/uploads/b.webp'],
    });
    expect(post).toMatchObject({
      tags: ['dolls', 'spring'],
      published: false,
      featured: true,
      relatedArtworks: ['a1', 'a2'],
      coverImage: '/uploads/cover.webp',
      existingImages: ['/uploads/cover.webp', '/uploads/b.webp'],
    });
  });

  it('requires title, slug, category, excerpt and content', () => {
    const result = postInputSchema.safeParse({ title: ' ' });
    expect(fieldErrors(result.error!)).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      category: 'Category is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
    });
  });
});
