import { describe, expect, it } from 'vitest';
import { aPost } from '../test/fixtures.ts';
import {
  blogHref,
  categoriesOf,
  hasBlogFilters,
  parseBlogFilters,
  popularTags,
  postQueryFor,
} from './blog-filters.ts';

const parse = (query: string) => parseBlogFilters(new URLSearchParams(query));

describe('blog filters in the URL', () => {
  it('reads the search, category and tag, trimmed', () => {
    expect(parse('q=%20bunny%20&category=Tutorials&tag=sewing')).toEqual({
      q: 'bunny',
      category: 'Tutorials',
      tag: 'sewing',
    });
    expect(parse('q=&category=%20')).toEqual({ q: '', category: null, tag: null });
  });

  it('writes only the filters in use, encoded', () => {
    expect(blogHref({ q: '', category: null, tag: null })).toBe('/blog');
    expect(blogHref({ q: 'bows & lace', category: 'Studio Life', tag: null })).toBe(
      '/blog?q=bows+%26+lace&category=Studio+Life',
    );
    expect(blogHref({ q: '', category: null, tag: 'dolls' })).toBe('/blog?tag=dolls');
  });

  it('asks the API for published posts with the filters in use', () => {
    expect(postQueryFor(parse(''))).toEqual({ published: true });
    expect(postQueryFor(parse('q=felt&tag=dolls'))).toEqual({
      published: true,
      q: 'felt',
      tag: 'dolls',
    });
    expect(hasBlogFilters(parse(''))).toBe(false);
    expect(hasBlogFilters(parse('category=News'))).toBe(true);
  });
});

describe('blog sidebar', () => {
  const posts = [
    aPost({ _id: '1', category: 'Tutorials', tags: ['sewing', 'dolls'] }),
    aPost({ _id: '2', category: 'News', tags: ['dolls', 'markets'] }),
    aPost({ _id: '3', category: 'Tutorials', tags: ['dolls', 'sewing', 'bunny'] }),
    aPost({ _id: '4', category: '', tags: [] }),
  ];

  it('lists the categories found in the posts, alphabetically, with counts', () => {
    expect(categoriesOf(posts)).toEqual([
      { name: 'News', count: 1 },
      { name: 'Tutorials', count: 2 },
    ]);
  });

  it('ranks tags by use, then alphabetically, up to the limit', () => {
    expect(popularTags(posts)).toEqual([
      { name: 'dolls', count: 3 },
      { name: 'sewing', count: 2 },
      { name: 'bunny', count: 1 },
      { name: 'markets', count: 1 },
    ]);
    expect(popularTags(posts, 2).map((tag) => tag.name)).toEqual(['dolls', 'sewing']);
  });
});
