import { useId } from 'react';
import { Link } from 'react-router';
import {
  PRICE_RANGES,
  PRODUCT_SORTS,
  PRODUCT_SORT_LABELS,
  type Category,
  type PriceRangeValue,
  type ProductSort,
} from '@kawaii/shared';
import { hasActiveFilters, type ShopFilters } from './shop-filters.ts';

interface ShopFilterBarProps {
  filters: ShopFilters;
  categories: Category[];
  onChange(filters: ShopFilters): void;
}

/** Category, Price Range and Sort; every change updates the URL. Without scripts the form is a
 * plain GET of the shop with an "Apply filters" button (the search typed above goes with it). */
export function ShopFilterBar({ filters, categories, onChange }: ShopFilterBarProps) {
  const id = useId();
  return (
    <form
      className="shop-filters"
      aria-label="Filter products"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="shop-filters__field">
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          name="category"
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value })}
        >
          <option value="all">All Categories</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="shop-filters__field">
        <label htmlFor={`${id}-price`}>Price Range</label>
        <select
          id={`${id}-price`}
          name="price"
          value={filters.price}
          onChange={(event) =>
            onChange({ ...filters, price: event.target.value as PriceRangeValue })
          }
        >
          {PRICE_RANGES.map((range) => (
            <option key={range.value} value={range.value}>
              {range.label}
            </option>
          ))}
        </select>
      </div>
      <div className="shop-filters__field">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select
          id={`${id}-sort`}
          name="sort"
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as ProductSort })}
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {PRODUCT_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="shop-filters__field">
        <label htmlFor={`${id}-show`}>Show</label>
        <select
          id={`${id}-show`}
          name="show"
          value={filters.show ?? 'for-sale'}
          onChange={(event) => {
            const { show: _show, ...rest } = filters;
            onChange(event.target.value === 'sold' ? { ...rest, show: 'sold' } : rest);
          }}
        >
          <option value="for-sale">For sale</option>
          <option value="sold">Sold</option>
        </select>
      </div>
      <noscript>
        {filters.q && <input type="hidden" name="q" value={filters.q} />}
        <button type="submit" className="button button--primary shop-filters__apply">
          Apply filters
        </button>
      </noscript>
      {hasActiveFilters(filters) && (
        <Link className="shop-filters__reset" to="/shop" preventScrollReset>
          Clear filters
        </Link>
      )}
    </form>
  );
}
