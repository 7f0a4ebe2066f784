// The blog's search box: a GET form, so it works before the scripts load; afterwards a search
// keeps the chosen category and tag and leaves the URL tidy.

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchForm } from '../ui/SearchForm.tsx';
import { blogHref, type BlogFilters } from './blog-filters.ts';

export function BlogSearch({ filters }: { filters: BlogFilters }) {
  const navigate = useNavigate();
  const [text, setText] = useState(filters.q);
  // A search set elsewhere (a popular tag, a removed filter) replaces what the box shows.
  const [searched, setSearched] = useState(filters.q);
  if (filters.q !== searched) {
    setSearched(filters.q);
    setText(filters.q);
  }

  return (
    <SearchForm
      action="/blog"
      label="Search posts"
      placeholder="Search posts and tags…"
      value={text}
      onChange={setText}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(blogHref({ ...filters, q: text.trim() }));
      }}
    >
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
    </SearchForm>
  );
}
