// The blog list's sidebar: categories (all, plus those found in the posts), Recent Posts and
// Popular Tags, where a tag sets the search.

import { Link } from 'react-router';
import { type BlogPost, formatDate, postPagePath } from '@kawaii/shared';
import { blogHref, type BlogFilters, type Counted } from './blog-filters.ts';
import '../ui/TagList.css';

interface BlogSidebarProps {
  filters: BlogFilters;
  categories: Counted[];
  recent: BlogPost[];
  tags: Counted[];
}

function CategoryLink({
  label,
  count,
  href,
  current,
}: {
  label: string;
  count?: number;
  href: string;
  current: boolean;
}) {
  return (
    <li>
      <Link
        className="blog-side__category"
        to={href}
        aria-current={current ? 'page' : undefined}
        preventScrollReset
      >
        <span>{label}</span>
        {count !== undefined && (
          <span className="blog-side__count">
            {count}
            <span className="visually-hidden"> {count === 1 ? 'post' : 'posts'}</span>
          </span>
        )}
      </Link>
    </li>
  );
}

export function BlogSidebar({ filters, categories, recent, tags }: BlogSidebarProps) {
  return (
    <aside className="blog-side" aria-label="Blog sidebar">
      <section className="blog-side__box" aria-labelledby="blog-side-categories">
        <h2 id="blog-side-categories" className="blog-side__title">
          Categories
        </h2>
        <ul className="blog-side__categories">
          <CategoryLink
            label="All"
            href={blogHref({ ...filters, category: null })}
            current={filters.category === null}
          />
          {categories.map(({ name, count }) => (
            <CategoryLink
              key={name}
              label={name}
              count={count}
              href={blogHref({ ...filters, category: name })}
              current={filters.category?.toLowerCase() === name.toLowerCase()}
            />
          ))}
        </ul>
      </section>

      {recent.length > 0 && (
        <section className="blog-side__box" aria-labelledby="blog-side-recent">
          <h2 id="blog-side-recent" className="blog-side__title">
            Recent Posts
          </h2>
          <ul className="blog-side__recent">
            {recent.map((post) => (
              <li key={post._id}>
                <Link to={postPagePath(post.slug)}>{post.title}</Link>
                <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
              </li>
            ))}
          </ul>
        </section>
      )}

      {tags.length > 0 && (
        <section className="blog-side__box" aria-labelledby="blog-side-tags">
          <h2 id="blog-side-tags" className="blog-side__title">
            Popular Tags
          </h2>
          <ul className="blog-side__tags">
            {tags.map(({ name }) => (
              <li key={name}>
                <Link
                  className="tag-list__tag"
                  to={blogHref({ q: name, category: filters.category, tag: null })}
                  aria-current={filters.q === name ? 'true' : undefined}
                  preventScrollReset
                >
                  #{name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
