// The portfolio's toggleable filter panel. A native <details> toggles it
// and a GET form carries the choices, so both work before the scripts load; once they have,
// every change navigates at once to the tidy URL of the new filters.

import { useId, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import {
  ARTWORK_SORTS,
  ARTWORK_SORT_LABELS,
  ARTWORK_TYPES,
  ARTWORK_TYPE_LABELS,
  type PortfolioFilters,
} from '@kawaii/shared';
import { useHydrated } from '../ui/ClientOnly.tsx';
import { BowIcon } from '../ui/KawaiiIcons.tsx';
import { hasActiveFilters, parsePortfolioFilters, portfolioHref } from './portfolio-filters.ts';

interface FilterPanelProps {
  /** What the select boxes show: the pending filters while their page loads. */
  filters: PortfolioFilters;
  years: readonly number[];
}

type FilterName = keyof PortfolioFilters;

interface FilterSelectProps {
  name: FilterName;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChoose: (name: FilterName, value: string) => void;
}

function FilterSelect({ name, label, value, options, onChoose }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="filter-panel__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChoose(name, event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function activeCount(filters: PortfolioFilters): number {
  return (filters.type === 'all' ? 0 : 1) + (filters.year === 'all' ? 0 : 1);
}

const TYPE_OPTIONS = [
  { value: 'all', label: 'All Types' },
  ...ARTWORK_TYPES.map((type) => ({ value: type, label: ARTWORK_TYPE_LABELS[type] })),
];

const SORT_OPTIONS = ARTWORK_SORTS.map((sort) => ({
  value: sort,
  label: ARTWORK_SORT_LABELS[sort],
}));

export function PortfolioFilterPanel({ filters, years }: FilterPanelProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => hasActiveFilters(filters));
  const active = activeCount(filters);
  const yearOptions = [
    { value: 'all', label: 'All Years' },
    ...years.map((year) => ({ value: String(year), label: String(year) })),
  ];

  const choose = (name: FilterName, value: string) => {
    const search = new URLSearchParams({
      type: filters.type,
      year: String(filters.year),
      sort: filters.sort,
      [name]: value,
    });
    void navigate(portfolioHref(parsePortfolioFilters(search, years)), {
      preventScrollReset: true,
    });
  };

  return (
    <details
      className="filter-panel"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="filter-panel__toggle">
        <BowIcon className="filter-panel__icon" /> Filters
        {active > 0 && (
          <span className="filter-panel__count">
            {active}
            <span className="visually-hidden"> active</span>
          </span>
        )}
        <span className="filter-panel__chevron" aria-hidden="true" />
      </summary>
      <Form className="filter-panel__form" method="get" action="/portfolio">
        <FilterSelect
          name="type"
          label="Art Type"
          value={filters.type}
          options={TYPE_OPTIONS}
          onChoose={choose}
        />
        <FilterSelect
          name="year"
          label="Year"
          value={String(filters.year)}
          options={yearOptions}
          onChoose={choose}
        />
        <FilterSelect
          name="sort"
          label="Sort By"
          value={filters.sort}
          options={SORT_OPTIONS}
          onChoose={choose}
        />
        <div className="filter-panel__actions">
          {/* Without scripts the form needs a way to send itself. */}
          {!hydrated && (
            <button type="submit" className="button button--primary">
              Apply
            </button>
          )}
          <Link className="button button--soft" to="/portfolio" preventScrollReset>
            Clear filters
          </Link>
        </div>
      </Form>
    </details>
  );
}
