// The blog list's search, category and tag live in the URL (?q=&category=&tag=), and its sidebar
// is derived from the published posts.

import type { BlogPost, PostQuery } from '@kawaii/shared';

export interface BlogFilters {
  /** Search text over title, excerpt, content and tags; '' for none. */
  q: string;
  /** null for all categories. */
  category: string | null;
  /** null for all tags. */
  tag: string | null;
}

export const RECENT_POSTS_LIMIT = 3;
export const POPULAR_TAGS_LIMIT = 12;

export function parseBlogFilters(search: URLSearchParams): BlogFilters {
  return {
    q: search.get('q')?.trim() ?? '',
    category: search.get('category')?.trim() || null,
    tag: search.get('tag')?.trim() || null,
  };
}

export function hasBlogFilters({ q, category, tag }: BlogFilters): boolean {
  return q !== '' || category !== null || tag !== null;
}

/** '/blog?q=bunny&category=Tutorials': only the filters in use. */
export function blogHref({ q, category, tag }: BlogFilters): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (tag) params.set('tag', tag);
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

/** GET /api/blog for the filters; published only, as the public list always is. */
export function postQueryFor({ q, category, tag }: BlogFilters): PostQuery {
  return {
    published: true,
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(tag ? { tag } : {}),
  };
}

export interface Counted {
  name: string;
  count: number;
}

function countBy(names: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/** The categories found in the posts, alphabetically, with how many posts each has. */
export function categoriesOf(posts: readonly BlogPost[]): Counted[] {
  const counts = countBy(posts.map((post) => post.category).filter((name) => name !== ''));
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The most used tags, most used first (ties alphabetically). */
export function popularTags(posts: readonly BlogPost[], limit = POPULAR_TAGS_LIMIT): Counted[] {
  const counts = countBy(posts.flatMap((post) => post.tags));
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}
