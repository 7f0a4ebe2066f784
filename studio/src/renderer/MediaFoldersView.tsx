import { useEffect, useState } from 'react';
import type { MediaFolder } from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';

interface MediaFoldersViewProps {
  call: StudioCall;
}

// The folders on this computer whose images the studio lists in every form's media library.
export function MediaFoldersView({ call }: MediaFoldersViewProps) {
  const [folders, setFolders] = useState<MediaFolder[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void call('listMediaFolders').then(setFolders);
  }, [call]);

  async function change(action: () => Promise<MediaFolder[]>) {
    setBusy(true);
    setError(null);
    try {
      setFolders(await action());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="studio-page media-folders" aria-labelledby="media-folders-heading">
      <h1 id="media-folders-heading">Media folders</h1>
      <p className="studio-note">
        Images in these folders appear in the media library of every form ('Choose from Media
        Library'). They go up to the shop when the change that uses them syncs.
      </p>
      <div className="media-folders__actions">
        <button
          type="button"
          className="studio-button"
          disabled={busy}
          onClick={() => void change(() => call('addMediaFolder'))}
        >
          Add folder…
        </button>
        <button
          type="button"
          className="studio-button studio-button--soft"
          disabled={busy || !folders?.length}
          onClick={() => void change(() => call('rescanMediaFolders'))}
        >
          Look for new images
        </button>
        {busy && <span className="studio-note">Indexing images…</span>}
      </div>
      {error && (
        <p className="studio-form__error" role="alert">
          {error}
        </p>
      )}
      {folders === null ? (
        <p className="studio-note">Loading folders…</p>
      ) : folders.length === 0 ? (
        <p className="studio-note">No folders yet.</p>
      ) : (
        <ul className="media-folders__list">
          {folders.map((folder) => (
            <li key={folder.id} className="studio-card media-folder">
              <span className="media-folder__path">{folder.path}</span>
              <span className="media-folder__count">
                {folder.imageCount === 1 ? '1 image' : `${folder.imageCount} images`}
              </span>
              <button
                type="button"
                className="studio-button studio-button--soft"
                disabled={busy}
                aria-label={`Remove ${folder.path}`}
                onClick={() => void change(() => call('removeMediaFolder', folder.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
