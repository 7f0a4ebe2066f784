// The shop's search box: a GET form, so it works before the scripts load; afterwards a search
// keeps the chosen category, price range and sort, and leaves the URL tidy.

import { useId, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { DEFAULT_SHOP_FILTERS, shopSearch, type ShopFilters } from './shop-filters.ts';

export function ShopSearch({ filters }: { filters: ShopFilters }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(filters.q);
  // A search changed elsewhere (Clear filters, the browser's Back) replaces what the box shows.
  const [searched, setSearched] = useState(filters.q);
  if (filters.q !== searched) {
    setSearched(filters.q);
    setText(filters.q);
  }

  return (
    <Form
      className="shop-search"
      method="get"
      action="/shop"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(`/shop${shopSearch({ ...filters, q: text.trim() })}`, {
          preventScrollReset: true,
        });
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        Search the shop
      </label>
      <svg className="shop-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </svg>
      <input
        id={id}
        className="shop-search__input"
        type="search"
        name="q"
        value={text}
        maxLength={200}
        placeholder="Search dolls, prints, stickers…"
        onChange={(event) => setText(event.target.value)}
      />
      {(['category', 'price', 'sort'] as const).map((key) =>
        filters[key] === DEFAULT_SHOP_FILTERS[key] ? null : (
          <input key={key} type="hidden" name={key} value={filters[key]} />
        ),
      )}
      <button type="submit" className="button button--primary shop-search__button">
        Search
      </button>
    </Form>
  );
}
