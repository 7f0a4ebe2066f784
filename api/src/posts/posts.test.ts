import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '@kawaii/shared';
import { createImageIntake } from '../content/image-intake.ts';
import type { Viewer } from '../core/viewer.ts';
import { buildArtwork, buildPost, buildUser, day } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createPostService } from './service.ts';
import { createPostStore } from './store.ts';
import { createMediaStore } from '../media/store.ts';

let app: TestApp;

async function list(query = ''): Promise<BlogPost[]> {
  const response = await app.get(`/api/blog${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as BlogPost[];
}

const slugs = (posts: BlogPost[]) => posts.map((post) => post.slug);

beforeAll(async () => {
  app = await startTestApp();
  const author = buildUser(app.db, { name: 'Momo Sakura', role: 'superadmin' });
  const bunny = buildArtwork(app.db, {
    slug: 'bunny-tea',
    title: 'Bunny Tea',
    images: ['/uploads/b1-10x10.webp'],
  });
  const bear = buildArtwork(app.db, { slug: null, title: 'Bear Knight', images: [] });
  buildPost(
    app.db,
    {
      slug: 'sew-a-bunny',
      title: 'How I Sew a Bunny',
      category: 'Tutorials',
      tags: ['sewing', 'Dolls'],
      excerpt: 'Six pattern pieces.',
      content: 'Stuff more than you think.\n\nThen add 100% more.',
      featured: true,
      coverImage: '/uploads/c1-10x10.webp',
      mainImage: '/uploads/c1-10x10.webp',
      images: ['/uploads/g1-10x10.webp'],
      authorId: author.id,
      createdAt: day(10),
    },
    [bear.id, bunny.id],
  );
  buildPost(app.db, {
    slug: 'studio-tour',
    title: 'Studio Tour',
    category: 'Studio Life',
    tags: ['studio'],
    content: 'The fabric wall is 50_50 felt and minky.',
    createdAt: day(20),
  });
  buildPost(app.db, { slug: 'market-day', category: 'news', tags: ['markets'], createdAt: day(5) });
  buildPost(app.db, {
    slug: 'secret-draft',
    published: false,
    tags: ['sewing'],
    createdAt: day(30),
  });
});

afterAll(() => app.close());

describe('GET /api/blog', () => {
  it('lists published posts newest first', async () => {
    expect(slugs(await list())).toEqual(['studio-tour', 'sew-a-bunny', 'market-day']);
    expect(slugs(await list('?sort=oldest'))).toEqual(['market-day', 'sew-a-bunny', 'studio-tour']);
  });

  it('never shows unpublished posts to visitors, whatever they ask', async () => {
    expect(slugs(await list('?published=false'))).toEqual(slugs(await list()));
    expect(slugs(await list('?tag=sewing'))).toEqual(['sew-a-bunny']);
  });

  it('filters by category and tag, ignoring case', async () => {
    expect(slugs(await list('?category=tutorials'))).toEqual(['sew-a-bunny']);
    expect(slugs(await list('?category=News'))).toEqual(['market-day']);
    expect(slugs(await list('?tag=dolls'))).toEqual(['sew-a-bunny']);
  });

  it('filters featured posts with a limit (the blog post page call)', async () => {
    expect(slugs(await list('?featured=true&limit=1'))).toEqual(['sew-a-bunny']);
    expect(slugs(await list('?limit=2'))).toEqual(['studio-tour', 'sew-a-bunny']);
  });

  it('searches title, excerpt, content and tags', async () => {
    expect(slugs(await list('?q=sew'))).toEqual(['sew-a-bunny']); // title
    expect(slugs(await list('?q=PATTERN%20pieces'))).toEqual(['sew-a-bunny']); // excerpt
    expect(slugs(await list('?q=fabric%20wall'))).toEqual(['studio-tour']); // content
    expect(slugs(await list('?q=market'))).toEqual(['market-day']); // tag
    expect(await list('?q=nothing-like-this')).toEqual([]);
  });

  it('searches for % and _ as characters, not wildcards', async () => {
    expect(slugs(await list('?q=100%25'))).toEqual(['sew-a-bunny']);
    expect(slugs(await list('?q=50_50'))).toEqual(['studio-tour']);
    expect(await list('?q=5_%25')).toEqual([]);
  });

  it('refuses an unknown sort with 400', async () => {
    const response = await app.get('/api/blog?sort=popular');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toHaveProperty('sort');
  });
});

describe('GET /api/blog/slug/:slug', () => {
  it('answers the post with its author and related artworks in their order', async () => {
    const response = await app.get('/api/blog/slug/sew-a-bunny');
    expect(response.status).toBe(200);
    const post = (await response.json()) as BlogPost;
    expect(post).toMatchObject({
      title: 'How I Sew a Bunny',
      content: 'Stuff more than you think.\n\nThen add 100% more.',
      category: 'Tutorials',
      tags: ['sewing', 'Dolls'],
      published: true,
      featured: true,
      coverImage: '/uploads/c1-10x10.webp',
      mainImage: '/uploads/c1-10x10.webp',
      images: ['/uploads/g1-10x10.webp'],
      author: { _id: expect.any(String), name: 'Momo Sakura' },
      createdAt: day(10),
      version: 1,
    });
    expect(post.relatedArtworks).toEqual([
      { _id: expect.any(String), title: 'Bear Knight', slug: null, images: [], imageAlt: '' },
      {
        _id: expect.any(String),
        title: 'Bunny Tea',
        slug: 'bunny-tea',
        images: ['/uploads/b1-10x10.webp'],
        imageAlt: '',
      },
    ]);
  });

  it('answers 404 "Post not found" for unknown and unpublished posts', async () => {
    for (const slug of ['nope', 'secret-draft']) {
      const response = await app.get(`/api/blog/slug/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Post not found' });
    }
  });
});

describe('post service for staff', () => {
  const admin: Viewer = { userId: 'someone', role: 'admin' };

  it('honours published for admins and shows them drafts', () => {
    const posts = createPostService(
      createPostStore(app.db),
      createImageIntake(createMediaStore(app.db), undefined),
      { record: () => undefined },
      () => new Map(),
    );
    expect(posts.list({ published: false }, admin).map((post) => post.slug)).toEqual([
      'secret-draft',
    ]);
    expect(posts.list({}, admin)).toHaveLength(4);
    expect(posts.getBySlug('secret-draft', admin)?.published).toBe(false);
  });
});
