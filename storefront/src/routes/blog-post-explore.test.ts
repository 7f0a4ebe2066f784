import { describe, expect, it } from 'vitest';
import { aPost } from '../test/fixtures.ts';
import { explorePosts } from './blog-post-explore.ts';

const newest = aPost({ _id: 'p1', slug: 'newest', title: 'Newest', imageAlt: 'A bunny at dawn' });
const middle = aPost({ _id: 'p2', slug: 'middle', title: 'Middle' });
const oldest = aPost({ _id: 'p3', slug: 'oldest', title: 'Oldest' });
const newestFirst = [newest, middle, oldest];

describe('explorePosts', () => {
  it('gives the featured post and the neighbours in newest-first order', () => {
    const more = explorePosts(middle, oldest, newestFirst);
    expect(more.featured?.slug).toBe('oldest');
    expect(more.previous?.slug).toBe('newest');
    expect(more.next?.slug).toBe('oldest');
    expect(more.next?.coverAlt).toBe('');
    expect(more.previous).toEqual({
      _id: 'p1',
      slug: 'newest',
      title: 'Newest',
      createdAt: newest.createdAt,
      cover: newest.coverImage,
      coverAlt: 'A bunny at dawn',
    });
  });

  it('leaves out the featured post when it is the current one, and missing neighbours', () => {
    expect(explorePosts(newest, newest, newestFirst)).toEqual({
      featured: null,
      previous: null,
      next: expect.objectContaining({ slug: 'middle' }),
    });
    expect(explorePosts(oldest, undefined, newestFirst).next).toBeNull();
  });

  it('has no neighbours for a post missing from the list', () => {
    const more = explorePosts(aPost({ _id: 'other' }), undefined, newestFirst);
    expect(more).toEqual({ featured: null, previous: null, next: null });
  });
});
