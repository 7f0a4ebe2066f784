import { describe, expect, it, vi } from 'vitest';
import {
  listPageOf,
  type BlogPost,
  type PostPageQuery,
  type PostQuery,
  type PublicApi,
} from '@kawaii/shared';
import { renderPage } from '../entry-server.tsx';
import { aPost, fixtureApi } from '../test/fixtures.ts';

const ORIGIN = 'https://shop.example';
const TEMPLATE = '<html><head><!--app-head--></head><body><!--app-html--></body></html>';

const posts = [
  aPost({ _id: 'p1', slug: 'bunny', title: 'Bunny Time', category: 'Tutorials', tags: ['dolls'] }),
  aPost({
    _id: 'p2',
    slug: 'market',
    title: 'Market Day',
    category: 'News',
    tags: ['dolls', 'fair'],
  }),
  aPost({ _id: 'p3', slug: 'paint', title: 'Paint Along', category: 'Tutorials', tags: ['paint'] }),
  aPost({ _id: 'p4', slug: 'studio', title: 'Studio Tour', category: 'Studio Life', tags: [] }),
];

/**
 * The API narrows by search like the real one; the unfiltered call returns everything. The list
 * comes a page at a time; the sidebar reads every published post.
 */
function blogApi(found: (query: PostQuery) => BlogPost[]): PublicApi & {
  listPosts: ReturnType<typeof vi.fn>;
  listPostPage: ReturnType<typeof vi.fn>;
} {
  const matching = (query: PostQuery) =>
    query.q || query.category || query.tag ? found(query) : posts;
  const listPosts = vi.fn(async (query: PostQuery = {}) => matching(query));
  const listPostPage = vi.fn(async (query: PostPageQuery = {}) => {
    const page = query.page ?? 1;
    const all = matching(query);
    return listPageOf(all.slice((page - 1) * 24, page * 24), all.length, page, 24);
  });
  return { ...fixtureApi({ posts }), listPosts, listPostPage };
}

async function renderBlog(query: string, api: PublicApi) {
  const result = await renderPage({
    url: `${ORIGIN}/blog${query}`,
    origin: ORIGIN,
    template: TEMPLATE,
    api,
  });
  if (result.kind !== 'html') throw new Error('expected a page');
  return result.html;
}

describe('blog list page', () => {
  it('lists the published posts with the category sidebar, recent posts and popular tags', async () => {
    const api = blogApi(() => []);
    const html = await renderBlog('', api);
    expect(api.listPosts).toHaveBeenCalledTimes(1);
    expect(api.listPosts).toHaveBeenCalledWith({ published: true });
    expect(api.listPostPage).toHaveBeenCalledWith({ published: true, page: 1 });
    expect(html).toContain('4<!-- --> <!-- -->posts');
    for (const post of posts) expect(html).toContain(`Read More: ${post.title}`);
    expect(html).toContain('<a class="blog-side__category" aria-current="page" href="/blog"');
    expect(html).toContain('href="/blog?category=News"');
    expect(html).toContain('href="/blog?category=Studio+Life"');
    const recent = html.slice(html.indexOf('Recent Posts'), html.indexOf('Popular Tags'));
    expect(recent).toContain('Bunny Time');
    expect(recent).toContain('Paint Along');
    expect(recent).not.toContain('Studio Tour');
    // A popular tag sets the search; 'dolls' is used most, so it comes first.
    const tags = html.slice(html.indexOf('Popular Tags'));
    expect(tags.indexOf('href="/blog?q=dolls"')).toBeLessThan(tags.indexOf('href="/blog?q=fair"'));
  });

  it('asks the API to search, and keeps the category and tag in the URL', async () => {
    const api = blogApi(() => [posts[0]!]);
    const html = await renderBlog('?q=bunny&category=Tutorials&tag=dolls', api);
    expect(api.listPostPage).toHaveBeenCalledWith({
      published: true,
      q: 'bunny',
      category: 'Tutorials',
      tag: 'dolls',
      page: 1,
    });
    expect(html).toContain('value="bunny"');
    expect(html).toContain('<input type="hidden" name="category" value="Tutorials"/>');
    expect(html).toContain('Search: “bunny”');
    expect(html).toContain('Category: Tutorials');
    expect(html).toContain('Tag: #dolls');
    expect(html).toContain('Read More: Bunny Time');
    expect(html).not.toContain('Read More: Market Day');
    expect(html).toContain('<title>Posts tagged #dolls · Kawaii Atelier</title>');
  });

  it('shows an empty state when nothing matches', async () => {
    const html = await renderBlog(
      '?q=zebra',
      blogApi(() => []),
    );
    expect(html).toContain('No posts found. Try another search, or pick a category.');
    expect(html).toContain('<title>Search results for “zebra” · Kawaii Atelier</title>');
  });

  it('shows 24 posts with a "Load more" link to the next page, and keeps full texts out of the page', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      aPost({
        _id: `m${index}`,
        slug: `post-${index}`,
        title: `Post ${index}`,
        content: 'FULL TEXT',
      }),
    );
    const api = fixtureApi({ posts: many });
    const first = await renderBlog('', api);
    expect(first.match(/Read More: Post \d+/g)).toHaveLength(24);
    expect(first).toContain('30<!-- --> <!-- -->posts');
    expect(first).toMatch(
      /<a class="button button--soft" aria-busy="false" href="\/blog\?page=2"[^>]*>Load more<\/a>/,
    );
    expect(first).not.toContain('FULL TEXT');

    const both = await renderBlog('?page=2', api);
    expect(both.match(/Read More: Post \d+/g)).toHaveLength(30);
    expect(both).not.toContain('Load more');
  });
});
