// The media library overlay: every stored image of artworks, posts and products, to insert into
// a form, describe with alt text, or delete for good. In the studio it also lists the pictures
// still only on the artist's computer; those are hidden from the list, never deleted. It loads a
// page at a time ("Load more"); the superadmin can also clean up files nothing uses any more.

import { useEffect, useId, useState } from 'react';
import type { MediaItem } from '@kawaii/shared';
import { useAdminApi, useAdminRole } from '../admin-api-context.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { SearchBox } from '../shell/SearchBox.tsx';
import { MediaCleanup } from './MediaCleanup.tsx';
import { cleanupResultNote } from './media-cleanup.ts';
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

/** The search asks the server once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

interface MediaLibraryProps {
  multiple: boolean;
  onInsert(paths: string[]): void;
  onClose(): void;
  /** A file deleted here: the form that opened the library lets go of it too. */
  onDeleted?(path: string): void;
}

export function MediaLibrary({ multiple, onInsert, onClose, onDeleted }: MediaLibraryProps) {
  const api = useAdminApi();
  const superadmin = useAdminRole() === 'superadmin';
  const ref = useModalDialog();
  const headingId = useId();
  const [filter, setFilter] = useState<MediaFilter>('all');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [removing, setRemoving] = useState<{ item: MediaItem; busy: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [cleaning, setCleaning] = useState(false);
  const [cleanupNote, setCleanupNote] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const { load, update, loadMore } = useMediaItems(filter, search);

  // The server searches every page; the loaded ones narrow at once while typing goes on.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const confirmRemove = async (item: MediaItem) => {
    const { path } = item;
    setRemoving({ item, busy: true });
    try {
      await api.deleteMedia(path);
      // The file leaves both the list and the selection.
      update((items) => items.filter((listed) => listed.path !== path));
      setSelected((chosen) => chosen.filter((chosenPath) => chosenPath !== path));
      setRemoving(null);
      // A hidden picture stays in every form that uses it; only a deleted one is let go of.
      if (!item.local) onDeleted?.(path);
    } catch (error) {
      setRemoving(null);
      const failure = item.local ? 'Failed to hide the picture.' : 'Failed to delete media file.';
      setNotice(`${failure} ${error instanceof Error ? error.message : ''}`.trim());
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
        if (!removing && !cleaning) onClose();
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
          <ul className="media-library__grid" aria-label="Media items">
            {visible.map((item) => (
              <MediaTile
                key={item.path}
                item={item}
                selected={selected.includes(item.path)}
                onToggle={() =>
                  setSelected((chosen) => toggleSelection(chosen, item.path, multiple))
                }
                onRemove={() => {
                  setNotice(null);
                  setRemoving({ item, busy: false });
                }}
                onAltChange={(alt) => void saveAlt(item.path, alt)}
              />
            ))}
          </ul>
        )}
        {load.status === 'loaded' && (load.hasMore || load.more !== 'idle') && (
          <div className="media-library__more">
            {typeof load.more === 'object' && (
              <p className="form-error" role="alert">
                Error: {load.more.error}
              </p>
            )}
            <button
              type="button"
              className="button button--ghost"
              disabled={load.more === 'loading'}
              onClick={loadMore}
            >
              {load.more === 'loading' ? 'Loading...' : 'Load more'}
            </button>
          </div>
        )}
      </div>
      {cleanupNote && (
        <p className="media-library__cleaned" role="status">
          {cleanupNote}
        </p>
      )}
      <footer className="media-library__footer">
        {superadmin && (
          <button
            type="button"
            className="button button--ghost media-library__cleanup"
            onClick={() => {
              setCleanupNote(null);
              setCleaning(true);
            }}
          >
            Clean up unused files
          </button>
        )}
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
      {cleaning && (
        <MediaCleanup
          onClose={() => setCleaning(false)}
          onDone={(result) => {
            setCleaning(false);
            // Only files no record names went: the list (the records' images) is unchanged.
            setCleanupNote(cleanupResultNote(result));
          }}
        />
      )}
      {removing?.item.local ? (
        <ConfirmDialog
          title="Hide from the library"
          message={`${removing.item.title} stays in its folder on this computer and in everything that uses it. The library just stops listing it; adding its folder again brings it back.`}
          confirmLabel="Hide"
          busyLabel="Hiding..."
          tone="gentle"
          busy={removing.busy}
          details={<MediaUses path={removing.item.path} action="hide" />}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void confirmRemove(removing.item)}
        />
      ) : (
        removing && (
          <ConfirmDialog
            title="Delete Media File"
            message="Are you sure you want to delete this file? This action cannot be undone."
            busy={removing.busy}
            details={<MediaUses path={removing.item.path} />}
            onCancel={() => setRemoving(null)}
            onConfirm={() => void confirmRemove(removing.item)}
          />
        )
      )}
    </dialog>
  );
}
