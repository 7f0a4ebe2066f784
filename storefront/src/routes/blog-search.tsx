// The blog's search box: a GET form, so it works before the scripts load; afterwards a search
// keeps the chosen category and tag and leaves the URL tidy.

import { useId, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { blogHref, type BlogFilters } from './blog-filters.ts';

export function BlogSearch({ filters }: { filters: BlogFilters }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(filters.q);
  // A search set elsewhere (a popular tag, a removed filter) replaces what the box shows.
  const [searched, setSearched] = useState(filters.q);
  if (filters.q !== searched) {
    setSearched(filters.q);
    setText(filters.q);
  }

  return (
    <Form
      className="blog-search"
      method="get"
      action="/blog"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(blogHref({ ...filters, q: text.trim() }));
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        Search posts
      </label>
      <svg className="blog-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </svg>
      <input
        id={id}
        className="blog-search__input"
        type="search"
        name="q"
        value={text}
        placeholder="Search posts and tags…"
        onChange={(event) => setText(event.target.value)}
      />
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
      <button type="submit" className="button button--primary blog-search__button">
        Search
      </button>
    </Form>
  );
}
