// A staff form's choice of products, artworks or posts: a search box (a combobox) whose matches
// come a page at a time from the admin's paged lists, searched as typing pauses, with "Load more"
// (or a scroll to the end) for the next page. What is chosen shows above it as removable chips, or
// for a single choice by name; those records are read by id, so the form never reads a whole list.
// The form keeps only the ids.

import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { SparklesIcon } from '../../ui/KawaiiIcons.tsx';
import { useAdminApi } from '../admin-api-context.tsx';
import { useCursorPages } from '../data/use-cursor-pages.ts';
import { useDebouncedValue } from '../orders/use-debounced-value.ts';
import { AdminImage } from '../shell/AdminImage.tsx';
import { queryKeyFor } from '../../query/query-keys.ts';
import type { ChosenItem } from './chosen-records.ts';
import { pickerKeyAction } from './picker-keys.ts';
import {
  PICKER_SOURCES,
  type PickerItem,
  type PickerKind,
  type PickerSource,
} from './picker-sources.ts';
import { useChosenItems } from './use-chosen-items.ts';
import './RecordPicker.css';

/** How long typing pauses before the search goes out. */
export const PICKER_SEARCH_DELAY_MS = 250;

export interface RecordPickerProps {
  kind: PickerKind;
  /** The visible label of the search box (and the name of its list of matches). */
  label: ReactNode;
  /** The chosen ids, in order. */
  value: readonly string[];
  onValue(ids: string[]): void;
  /** At most one: a pick replaces it, and it shows by name rather than as a chip. */
  single?: boolean;
  /** What a single picker shows with nothing chosen. */
  noneText?: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export function RecordPicker({
  kind,
  label,
  value,
  onValue,
  single = false,
  noneText,
  hint,
  error,
}: RecordPickerProps) {
  const source = PICKER_SOURCES[kind];
  const id = useId();
  const ids = { input: `${id}-search`, label: `${id}-label`, list: `${id}-matches` };
  const inputRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { chosen, remember } = useChosenItems(source, value);
  const matches = usePickerMatches(source, search, open);
  const chosenIds = useMemo(() => new Set(value), [value]);
  const optionId = (index: number) => `${ids.list}-${index}`;

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${ids.list}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, ids.list]);

  function pick(item: PickerItem) {
    remember([item]);
    if (single) {
      onValue([item.id]);
      setOpen(false);
      setSearch('');
      setActive(-1);
      return;
    }
    onValue(
      chosenIds.has(item.id) ? value.filter((other) => other !== item.id) : [...value, item.id],
    );
  }

  function remove(removed: string) {
    onValue(value.filter((other) => other !== removed));
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const action = pickerKeyAction(event.key, {
      open,
      active,
      count: matches.items.length,
      search,
      chosenCount: single ? 0 : value.length,
    });
    // Enter in an open list never sends the form.
    if (event.key === 'Enter' && open) event.preventDefault();
    if (action.type === 'none') return;
    event.preventDefault();
    switch (action.type) {
      case 'open':
        setOpen(true);
        setActive(action.active);
        break;
      case 'move':
        setActive(action.active);
        break;
      case 'pick':
        pick(matches.items[action.index]!);
        break;
      case 'close':
        setOpen(false);
        setActive(-1);
        break;
      case 'clear-search':
        setSearch('');
        break;
      case 'remove-last':
        onValue(value.slice(0, -1));
        break;
    }
  }

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const nearEnd = (list: HTMLElement) =>
    list.scrollTop + list.clientHeight >= list.scrollHeight - 48;

  return (
    <div
      className={`field admin-field record-picker${single ? ' record-picker--single' : ''}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setActive(-1);
        }
      }}
    >
      <label id={ids.label} className="field__label" htmlFor={ids.input}>
        {label}
      </label>
      {single ? (
        <div className="record-picker__one">
          {chosen[0] ? (
            <ChosenChip chosen={chosen[0]} source={source} onRemove={remove} />
          ) : (
            noneText && <span className="record-picker__none">{noneText}</span>
          )}
        </div>
      ) : (
        chosen.length > 0 && (
          <ul className="record-picker__chips" aria-label={`Chosen ${source.plural}`}>
            {chosen.map((item) => (
              <li key={item.id}>
                <ChosenChip chosen={item} source={source} onRemove={remove} />
              </li>
            ))}
          </ul>
        )
      )}
      <div className="record-picker__box">
        <SparklesIcon className="record-picker__icon" />
        <input
          ref={inputRef}
          id={ids.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={ids.list}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          placeholder={`Search ${source.plural}…`}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="record-picker__popup" hidden={!open}>
        <ul
          id={ids.list}
          role="listbox"
          aria-labelledby={ids.label}
          aria-multiselectable={single ? undefined : true}
          className="record-picker__list"
          onScroll={(event) => {
            if (matches.hasMore && !matches.loading && nearEnd(event.currentTarget)) {
              matches.loadMore();
            }
          }}
        >
          {matches.items.map((item, index) => (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={chosenIds.has(item.id)}
              className={`record-picker__option${index === active ? ' is-active' : ''}`}
              // The search box keeps the focus (and the list stays open) while a match is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
              onMouseMove={() => index !== active && setActive(index)}
            >
              <Thumb item={item} />
              <span className="record-picker__text">
                <span className="record-picker__name">{item.name}</span>
                {item.note && <span className="record-picker__note">{item.note}</span>}
              </span>
              <span className="record-picker__tick" aria-hidden="true">
                {chosenIds.has(item.id) ? '✓' : '+'}
              </span>
            </li>
          ))}
        </ul>
        <p className="record-picker__status" role="status">
          {open && matchesStatus(matches, source, search)}
        </p>
        {open && matches.hasMore && (
          <button
            type="button"
            className="button button--ghost button--small record-picker__more"
            disabled={matches.loading}
            onMouseDown={(event) => event.preventDefault()}
            onClick={matches.loadMore}
          >
            Load more
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface PickerMatches {
  items: PickerItem[];
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  loadMore(): void;
}

/** The matches of the search as it settles, read only while the list is open. */
function usePickerMatches(source: PickerSource, search: string, open: boolean): PickerMatches {
  const api = useAdminApi();
  const q = useDebouncedValue(search.trim(), PICKER_SEARCH_DELAY_MS);
  const filter = useMemo(() => (q === '' ? {} : { q }), [q]);
  // Its own cache entry (pages of small items, not the tab's records), still under the list's
  // name: a save that makes the list stale makes the picker's matches stale too.
  const pages = useCursorPages({
    queryKey: queryKeyFor(source.search, { ...filter, as: 'picker' }),
    readPage: (cursor) => source.page(api, cursor === undefined ? filter : { ...filter, cursor }),
    failures: {
      newest: `Could not search the ${source.plural}. Please try again.`,
      older: `Could not load more ${source.plural}. Please try again.`,
    },
    enabled: open,
  });
  const items = useMemo(() => pages.pages?.flatMap((page) => page.items) ?? [], [pages.pages]);
  return {
    items,
    hasMore: pages.nextCursor !== null,
    loading: pages.loading,
    error: pages.error,
    loadMore: pages.loadOlder,
  };
}

function matchesStatus(matches: PickerMatches, source: PickerSource, search: string): string {
  if (matches.error) return matches.error;
  if (matches.loading) return matches.items.length === 0 ? 'Searching…' : '';
  if (matches.items.length > 0) return '';
  return search.trim() === ''
    ? `No ${source.plural} yet.`
    : `No ${source.plural} match “${search.trim()}”.`;
}

function Thumb({ item }: { item: PickerItem | null }) {
  if (!item?.image) {
    return (
      <span className="record-picker__thumb record-picker__thumb--none" aria-hidden="true">
        ✿
      </span>
    );
  }
  return <AdminImage className="record-picker__thumb" path={item.image} alt="" sizes="40px" />;
}

export function ChosenChip({
  chosen,
  source,
  onRemove,
}: {
  chosen: ChosenItem;
  source: PickerSource;
  onRemove(id: string): void;
}) {
  const shown = chosen.state === 'shown' ? chosen.item : null;
  const text = shown
    ? shown.name
    : chosen.state === 'missing'
      ? `(no longer there)`
      : chosen.state === 'failed'
        ? '(could not be loaded)'
        : 'Loading…';
  const removeName = shown ? shown.name : `the ${source.singular} ${text.replace(/[()]/g, '')}`;
  return (
    <span className={`record-picker__chip record-picker__chip--${chosen.state}`}>
      <Thumb item={shown} />
      <span className="record-picker__text">
        <span className="record-picker__name">{text}</span>
        {shown?.note && <span className="record-picker__note">{shown.note}</span>}
      </span>
      <button
        type="button"
        className="record-picker__remove"
        aria-label={`Remove ${removeName}`}
        onClick={() => onRemove(chosen.id)}
      >
        ×
      </button>
    </span>
  );
}
