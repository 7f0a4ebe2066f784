// The shop's search box: a GET form, so it works before the scripts load; afterwards a search
// keeps the chosen category, price range and sort, and leaves the URL tidy.

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchForm } from '../ui/SearchForm.tsx';
import { DEFAULT_SHOP_FILTERS, shopSearch, type ShopFilters } from './shop-filters.ts';

export function ShopSearch({ filters }: { filters: ShopFilters }) {
  const navigate = useNavigate();
  const [text, setText] = useState(filters.q);
  // A search changed elsewhere (Clear filters, the browser's Back) replaces what the box shows.
  const [searched, setSearched] = useState(filters.q);
  if (filters.q !== searched) {
    setSearched(filters.q);
    setText(filters.q);
  }

  return (
    <SearchForm
      action="/shop"
      label="Search the shop"
      placeholder="Search dolls, prints, stickers…"
      value={text}
      maxLength={200}
      onChange={setText}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(`/shop${shopSearch({ ...filters, q: text.trim() })}`, {
          preventScrollReset: true,
        });
      }}
    >
      {(['category', 'price', 'sort'] as const).map((key) =>
        filters[key] === DEFAULT_SHOP_FILTERS[key] ? null : (
          <input key={key} type="hidden" name={key} value={filters[key]} />
        ),
      )}
    </SearchForm>
  );
}
