// Blog list: search across title, excerpt, content and tags, a category
// sidebar, Recent Posts and Popular Tags, also /blog?tag={tag}. Every filter is in the URL.

import { Link, useLoaderData } from 'react-router';
import { firstPages, listPageFrom, type BlogPost, type PublicApi } from '@kawaii/shared';
import { LoadMore } from '../ui/LoadMore.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { PostCard } from '../catalog/PostCard.tsx';
import { BlogSearch } from './blog-search.tsx';
import { BlogSidebar } from './blog-sidebar.tsx';
import {
  RECENT_POSTS_LIMIT,
  blogHref,
  categoriesOf,
  parseBlogFilters,
  popularTags,
  postQueryFor,
  type BlogFilters,
  type Counted,
} from './blog-filters.ts';
import { metaFromData } from './meta.ts';
import './blog.css';
import type { RouteModule } from './route-module.ts';

export interface BlogData {
  /** The pages shown (?page=N: the first N pages), as cards: excerpts without the full text. */
  posts: BlogPost[];
  /** How many posts the filters match in all. */
  total: number;
  nextPage: number | null;
  filters: BlogFilters;
  categories: Counted[];
  recent: BlogPost[];
  tags: Counted[];
}

export async function loadBlog(api: PublicApi, url: URL): Promise<BlogData> {
  const filters = parseBlogFilters(url.searchParams);
  const query = postQueryFor(filters);
  const [all, list] = await Promise.all([
    api.listPosts({ published: true }),
    firstPages(listPageFrom(url.searchParams), (page) => api.listPostPage({ ...query, page })),
  ]);
  return {
    posts: list.items,
    total: list.total,
    nextPage: list.nextPage,
    filters,
    categories: categoriesOf(all),
    // The sidebar names them and links to them: their full text stays out of the page.
    recent: all.slice(0, RECENT_POSTS_LIMIT).map((post) => ({ ...post, content: '' })),
    tags: popularTags(all),
  };
}

function ActiveFilters({ filters, count }: { filters: BlogFilters; count: number }) {
  const chips = [
    filters.q && { label: `Search: “${filters.q}”`, without: { ...filters, q: '' } },
    filters.category && {
      label: `Category: ${filters.category}`,
      without: { ...filters, category: null },
    },
    filters.tag && { label: `Tag: #${filters.tag}`, without: { ...filters, tag: null } },
  ].filter((chip) => !!chip);
  return (
    <div className="blog-filters">
      <p className="blog-filters__count" role="status">
        {count} {count === 1 ? 'post' : 'posts'}
        {chips.length > 0 && ' found'}
      </p>
      {chips.length > 0 && (
        <ul className="blog-filters__chips" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.label}>
              <Link className="blog-filters__chip" to={blogHref(chip.without)}>
                {chip.label}
                <span aria-hidden="true"> ×</span>
                <span className="visually-hidden"> (remove)</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BlogPage() {
  const { posts, total, nextPage, filters, categories, recent, tags } = useLoaderData() as BlogData;
  return (
    <>
      <PageHeader title="Art Blog" kicker="Studio diaries">
        <p>Notes from the sewing table, works in progress and little how-tos.</p>
      </PageHeader>
      <div className="container page-body blog-layout">
        <div className="blog-layout__main">
          <BlogSearch filters={filters} />
          <ActiveFilters filters={filters} count={total} />
          {posts.length === 0 ? (
            <div className="empty-note">
              <p>No posts found. Try another search, or pick a category.</p>
              <Link className="button button--soft" to="/blog">
                Show all posts
              </Link>
            </div>
          ) : (
            <div className="card-grid blog-layout__posts">
              {posts.map((post, index) => (
                <PostCard key={post._id} post={post} headingLevel={2} priority={index === 0} />
              ))}
            </div>
          )}
          <LoadMore nextPage={nextPage} />
        </div>
        <BlogSidebar filters={filters} categories={categories} recent={recent} tags={tags} />
      </div>
    </>
  );
}

function blogTitle({ q, category, tag }: BlogFilters): string {
  if (tag) return `Posts tagged #${tag}`;
  if (q) return `Search results for “${q}”`;
  if (category) return `${category} · Art Blog`;
  return 'Art Blog';
}

const handle = metaFromData<BlogData>(({ filters }) => ({
  title: blogTitle(filters),
  description:
    'Studio diaries, works in progress, doll-making tutorials and little how-tos from the atelier.',
}));

export function blogRoute(api: PublicApi): RouteModule {
  return {
    loader: ({ request }) => loadBlog(api, new URL(request.url)),
    element: <BlogPage />,
    handle,
  };
}
