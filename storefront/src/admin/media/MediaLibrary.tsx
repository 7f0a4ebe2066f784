// The media library overlay (spec.md "Admin forms"): every stored image of artworks, posts and
// products, to insert into a form, describe with alt text, or delete for good.

import { useId, useState } from 'react';
import { useAdminApi } from '../admin-api-context.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { SearchBox } from '../shell/SearchBox.tsx';
import { MediaTile } from './MediaTile.tsx';
import { MediaUses } from './MediaUses.tsx';
import {
  MEDIA_FILTERS,
  searchMedia,
  selectionCountLabel,
  toggleSelection,
  type MediaFilter,
} from './media-selection.ts';
import { useMediaItems } from './use-media-items.ts';
import './MediaLibrary.css';

interface MediaLibraryProps {
  multiple: boolean;
  onInsert(paths: string[]): void;
  onClose(): void;
  /** A file deleted here: the form that opened the library lets go of it too. */
  onDeleted?(path: string): void;
}

export function MediaLibrary({ multiple, onInsert, onClose, onDeleted }: MediaLibraryProps) {
  const api = useAdminApi();
  const ref = useModalDialog();
  const headingId = useId();
  const [filter, setFilter] = useState<MediaFilter>('all');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<{ path: string; busy: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { load, update } = useMediaItems(filter);

  const confirmDelete = async (path: string) => {
    setDeleting({ path, busy: true });
    try {
      await api.deleteMedia(path);
      // The deleted file leaves both the list and the selection.
      update((items) => items.filter((item) => item.path !== path));
      setSelected((chosen) => chosen.filter((chosenPath) => chosenPath !== path));
      setDeleting(null);
      onDeleted?.(path);
    } catch (error) {
      setDeleting(null);
      setNotice(
        `Failed to delete media file. ${error instanceof Error ? error.message : ''}`.trim(),
      );
    }
  };

  const saveAlt = async (path: string, alt: string) => {
    try {
      await api.setMediaAlt(path, alt);
      update((items) => items.map((item) => (item.path === path ? { ...item, alt } : item)));
    } catch (error) {
      setNotice(
        `Failed to save the alt text. ${error instanceof Error ? error.message : ''}`.trim(),
      );
    }
  };

  const visible = load.status === 'loaded' ? searchMedia(load.items, query) : [];

  return (
    <dialog
      ref={ref}
      className="admin-dialog media-library"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        if (!deleting) onClose();
      }}
    >
      <h2 id={headingId} className="admin-dialog__title">
        Media Library
      </h2>
      <div className="media-library__tools">
        <SearchBox
          label="Search media"
          placeholder="Search media..."
          value={query}
          onValue={setQuery}
        />
        <div className="media-library__filters" role="group" aria-label="Show">
          {MEDIA_FILTERS.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              className="admin-chip"
              aria-pressed={filter === id}
              onClick={() => setFilter(id)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {notice && (
        <p className="form-error media-library__notice" role="alert">
          {notice}
        </p>
      )}
      <div className="media-library__body">
        {load.status === 'loading' && <p className="loading-note">Loading media items...</p>}
        {load.status === 'error' && <p className="form-error">Error: {load.message}</p>}
        {load.status === 'loaded' && visible.length === 0 && (
          <p className="empty-note">No media items found</p>
        )}
        {visible.length > 0 && (
          <ul className="media-library__grid">
            {visible.map((item) => (
              <MediaTile
                key={item.path}
                item={item}
                selected={selected.includes(item.path)}
                onToggle={() =>
                  setSelected((chosen) => toggleSelection(chosen, item.path, multiple))
                }
                onDelete={() => {
                  setNotice(null);
                  setDeleting({ path: item.path, busy: false });
                }}
                onAltChange={(alt) => void saveAlt(item.path, alt)}
              />
            ))}
          </ul>
        )}
      </div>
      <footer className="media-library__footer">
        {multiple && (
          <p className="media-library__count" aria-live="polite">
            {selectionCountLabel(selected.length)}
          </p>
        )}
        <div className="admin-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={selected.length === 0}
            onClick={() => onInsert(selected)}
          >
            {multiple ? 'Insert Selected' : 'Insert'}
          </button>
        </div>
      </footer>
      {deleting && (
        <ConfirmDialog
          title="Delete Media File"
          message="Are you sure you want to delete this file? This action cannot be undone."
          busy={deleting.busy}
          details={<MediaUses path={deleting.path} />}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting.path)}
        />
      )}
    </dialog>
  );
}
