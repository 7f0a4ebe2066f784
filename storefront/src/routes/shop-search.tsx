// The shop's search box: a GET form, so it works before the scripts load; afterwards a search
// keeps the chosen category, price range and sort, and leaves the URL tidy.

import { useNavigate } from 'react-router';
import { SearchForm } from '../ui/SearchForm.tsx';
import { DEFAULT_SHOP_FILTERS, shopSearch, type ShopFilters } from './shop-filters.ts';

export function ShopSearch({ filters }: { filters: ShopFilters }) {
  const navigate = useNavigate();
  return (
    <SearchForm
      action="/shop"
      label="Search the shop"
      placeholder="Search dolls, prints, stickers…"
      searched={filters.q}
      maxLength={200}
      onSearch={(q) =>
        void navigate(`/shop${shopSearch({ ...filters, q })}`, { preventScrollReset: true })
      }
    >
      {(['category', 'price', 'sort'] as const).map((key) =>
        filters[key] === DEFAULT_SHOP_FILTERS[key] ? null : (
          <input key={key} type="hidden" name={key} value={filters[key]} />
        ),
      )}
    </SearchForm>
  );
}
