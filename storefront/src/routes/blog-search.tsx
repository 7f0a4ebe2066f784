// The blog's search box: a GET form, so it works before the scripts load; afterwards a search
// keeps the chosen category and tag and leaves the URL tidy.

import { useNavigate } from 'react-router';
import { SearchForm } from '../ui/SearchForm.tsx';
import { blogHref, type BlogFilters } from './blog-filters.ts';

export function BlogSearch({ filters }: { filters: BlogFilters }) {
  const navigate = useNavigate();
  return (
    <SearchForm
      action="/blog"
      label="Search posts"
      placeholder="Search posts and tags…"
      searched={filters.q}
      onSearch={(q) => void navigate(blogHref({ ...filters, q }))}
    >
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
    </SearchForm>
  );
}
