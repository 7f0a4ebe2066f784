// One content tab of the admin area: a searchable list of cards with View,
// Edit and Delete, an 'Add New' modal form, and the list reloaded after every change.

import { useState, type ComponentType, type ReactNode } from 'react';
import type { AdminApi } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import type { EditorProps } from '../forms/editor-props.ts';
import { matchesSearch } from '../list-search.ts';
import { CardActions } from './CardActions.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { FormModal } from './FormModal.tsx';
import type { PreviewTarget } from './open-preview.ts';
import { SearchBox } from './SearchBox.tsx';
import { useAdminList, type AdminListOf } from './use-admin-list.ts';
import { useUnsavedChanges } from './unsaved-changes.tsx';

export interface ContentTabConfig<T extends { _id: string }> {
  heading: string;
  /** 'Blog Post': the modal reads 'Add New Blog Post' or 'Edit Blog Post'. */
  noun: string;
  /** The read answering the whole list, reloaded after every save and delete. */
  list: AdminListOf<T>;
  remove(api: AdminApi, item: T): Promise<void>;
  /** The texts the search box looks in. */
  searchTexts(item: T): readonly (string | null | undefined)[];
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

export const NO_RESULTS = 'No results found for your search';

interface Editing<T> {
  item: T | null;
  /** Bumped by a conflict reload, so the form starts over from the saved record. */
  generation: number;
}

export function ContentTab<T extends { _id: string }>({ config }: { config: ContentTabConfig<T> }) {
  const api = useAdminApi();
  const { items, loading, reload } = useAdminList<T>(config.list);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing<T> | null>(null);
  const [deleting, setDeleting] = useState<{ item: T; busy: boolean } | null>(null);
  const { Card, Form } = config;
  const { confirmDiscard } = useUnsavedChanges();
  // Escape, the close button and Cancel ask before dropping unsaved changes.
  const closeForm = () => confirmDiscard(() => setEditing(null));

  const visible = items.filter((item) => matchesSearch(config.searchTexts(item), query));

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
  if (loading) body = <p className="loading-note">Loading {config.heading.toLowerCase()}...</p>;
  else if (items.length === 0) body = <p className="empty-note">{config.emptyText}</p>;
  else if (visible.length === 0) body = <p className="empty-note">{NO_RESULTS}</p>;
  else {
    body = (
      <ul className="admin-grid">
        {visible.map((item) => (
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
    );
  }

  return (
    <div className="admin-tab">
      <div className="admin-tab__tools">
        <SearchBox
          label={`Search ${config.heading.toLowerCase()}`}
          placeholder={`Search ${config.heading.toLowerCase()}...`}
          value={query}
          onValue={setQuery}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => setEditing({ item: null, generation: 0 })}
        >
          {config.addLabel ?? 'Add New'}
        </button>
      </div>
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
