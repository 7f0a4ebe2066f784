// One content tab of the admin area: a searchable list of cards with View, Edit and Delete, an
// 'Add New' modal form, and the list reloaded after every change. A tab whose collection grows
// large (products, artworks, posts) reads it from the server a page at a time, searched there,
// with 'Load more' under the cards; the others read their whole list and search it here.

import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { AdminApi } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { AdminReadName } from '../data/admin-query.ts';
import type { EditorProps } from '../forms/editor-props.ts';
import { matchesSearch } from '../list-search.ts';
import { useDebouncedValue } from '../orders/use-debounced-value.ts';
import { CardActions } from './CardActions.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { FormModal } from './FormModal.tsx';
import type { PreviewTarget } from './open-preview.ts';
import { SearchBox } from './SearchBox.tsx';
import { useAdminList, type AdminListOf } from './use-admin-list.ts';
import { useStaffPages, type StaffListOf } from './use-staff-pages.ts';
import { useUnsavedChanges } from './unsaved-changes.tsx';

interface ContentTabBase<T extends { _id: string }> {
  heading: string;
  /** 'Blog Post': the modal reads 'Add New Blog Post' or 'Edit Blog Post'. */
  noun: string;
  /** The read answering the whole list, reloaded (or marked stale) after every save and delete. */
  list: AdminListOf<T>;
  /** Other reads a save or delete here makes stale (the blog's categories). */
  alsoStale?: readonly AdminReadName[];
  remove(api: AdminApi, item: T): Promise<void>;
  emptyText: string;
  deleteQuestion: string;
  nameOf(item: T): string;
  viewPath(item: T): string;
  /** A draft's preview (View opens it instead of the public page, which does not exist yet). */
  previewOf?(item: T): PreviewTarget | null;
  Card: ComponentType<{ item: T; actions: ReactNode }>;
  Form: ComponentType<EditorProps<T>>;
  /** The add button's text when 'Add New' would be ambiguous (two lists on one screen). */
  addLabel?: string;
}

export type ContentTabConfig<T extends { _id: string }> = ContentTabBase<T> &
  (
    | {
        /** The texts the search box looks in, over the whole list. */
        searchTexts(item: T): readonly (string | null | undefined)[];
        pages?: undefined;
      }
    | {
        /** The paged read the tab shows; the server searches it. */
        pages: StaffListOf<T>;
        searchTexts?: undefined;
      }
  );

export const NO_RESULTS = 'No results found for your search';

/** What the tab's list shows, wherever it comes from. */
interface ShownList<T> {
  /** The cards that match the search. */
  items: T[];
  /** Nothing is shown yet and the first read is under way. */
  loadingFirst: boolean;
  /** No cards means none exist (not that none match the search). */
  noneAtAll: boolean;
  error: string | null;
  reload(): void;
  /** There when more cards can be read. */
  more: { loading: boolean; load(): void } | null;
}

interface Editing<T> {
  item: T | null;
  /** Bumped by a conflict reload, so the form starts over from the saved record. */
  generation: number;
}

export function ContentTab<T extends { _id: string }>({ config }: { config: ContentTabConfig<T> }) {
  const { pages, searchTexts } = config;
  if (pages) return <PagedContentTab config={config} pages={pages} />;
  return searchTexts ? <WholeContentTab config={config} searchTexts={searchTexts} /> : null;
}

function WholeContentTab<T extends { _id: string }>({
  config,
  searchTexts,
}: {
  config: ContentTabBase<T>;
  searchTexts(item: T): readonly (string | null | undefined)[];
}) {
  const { items, loading, reload } = useAdminList<T>(config.list);
  const [query, setQuery] = useState('');
  const shown: ShownList<T> = {
    items: items.filter((item) => matchesSearch(searchTexts(item), query)),
    loadingFirst: loading,
    noneAtAll: items.length === 0,
    error: null,
    reload,
    more: null,
  };
  return <ContentTabView config={config} query={query} onQuery={setQuery} shown={shown} />;
}

function PagedContentTab<T extends { _id: string }>({
  config,
  pages,
}: {
  config: ContentTabBase<T>;
  pages: StaffListOf<T>;
}) {
  const [query, setQuery] = useState('');
  const settledQuery = useDebouncedValue(query);
  const { list: wholeList, alsoStale } = config;
  const stale = useMemo(() => [wholeList, ...(alsoStale ?? [])], [wholeList, alsoStale]);
  const list = useStaffPages<T>(pages, stale, settledQuery, config.heading.toLowerCase());
  const shown: ShownList<T> = {
    items: list.items ?? [],
    loadingFirst: list.items === null && list.error === null,
    noneAtAll: settledQuery.trim() === '',
    error: list.error,
    reload: list.reload,
    more: list.hasMore ? { loading: list.loading, load: list.loadMore } : null,
  };
  return <ContentTabView config={config} query={query} onQuery={setQuery} shown={shown} />;
}

function ContentTabView<T extends { _id: string }>({
  config,
  query,
  onQuery,
  shown,
}: {
  config: ContentTabBase<T>;
  query: string;
  onQuery(query: string): void;
  shown: ShownList<T>;
}) {
  const api = useAdminApi();
  const [editing, setEditing] = useState<Editing<T> | null>(null);
  const [deleting, setDeleting] = useState<{ item: T; busy: boolean } | null>(null);
  const { Card, Form } = config;
  const { confirmDiscard } = useUnsavedChanges();
  // Escape, the close button and Cancel ask before dropping unsaved changes.
  const closeForm = () => confirmDiscard(() => setEditing(null));
  const { items, reload } = shown;

  const confirmDelete = async (item: T) => {
    setDeleting({ item, busy: true });
    try {
      await config.remove(api, item);
    } catch (error) {
      console.error(`Could not delete ${config.nameOf(item)}`, error);
    }
    setDeleting(null);
    reload();
  };

  let body: ReactNode;
  if (shown.loadingFirst) {
    body = <p className="loading-note">Loading {config.heading.toLowerCase()}...</p>;
  } else if (items.length === 0) {
    // A failed read says so above; no empty state then.
    body = shown.error ? null : (
      <p className="empty-note">{shown.noneAtAll ? config.emptyText : NO_RESULTS}</p>
    );
  } else {
    body = (
      <>
        <ul className="admin-grid">
          {items.map((item) => (
            <li key={item._id}>
              <Card
                item={item}
                actions={
                  <CardActions
                    name={config.nameOf(item)}
                    viewPath={config.viewPath(item)}
                    preview={config.previewOf?.(item) ?? null}
                    onEdit={() => setEditing({ item, generation: 0 })}
                    onDelete={() => setDeleting({ item, busy: false })}
                  />
                }
              />
            </li>
          ))}
        </ul>
        {shown.more && (
          <button
            type="button"
            className="button button--soft admin-tab__more"
            disabled={shown.more.loading}
            onClick={shown.more.load}
          >
            Load more
          </button>
        )}
      </>
    );
  }

  return (
    <div className="admin-tab">
      <div className="admin-tab__tools">
        <SearchBox
          label={`Search ${config.heading.toLowerCase()}`}
          placeholder={`Search ${config.heading.toLowerCase()}...`}
          value={query}
          onValue={onQuery}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => setEditing({ item: null, generation: 0 })}
        >
          {config.addLabel ?? 'Add New'}
        </button>
      </div>
      {shown.error && (
        <p className="form-error" role="alert">
          {shown.error}
        </p>
      )}
      {body}
      {editing && (
        <FormModal
          title={editing.item ? `Edit ${config.noun}` : `Add New ${config.noun}`}
          onClose={closeForm}
        >
          <Form
            key={editing.generation}
            item={editing.item}
            onCancel={closeForm}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
            onReload={(current) =>
              setEditing((open) => ({ item: current, generation: (open?.generation ?? 0) + 1 }))
            }
          />
        </FormModal>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${config.noun}`}
          message={config.deleteQuestion}
          busy={deleting.busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting.item)}
        />
      )}
    </div>
  );
}
