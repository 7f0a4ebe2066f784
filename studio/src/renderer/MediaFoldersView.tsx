import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaFolder } from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';
import { studioKey, studioQuery } from './studio-query.ts';

interface MediaFoldersViewProps {
  call: StudioCall;
}

// The folders on this computer whose images the studio lists in every form's media library.
export function MediaFoldersView({ call }: MediaFoldersViewProps) {
  const client = useQueryClient();
  const listing = useQuery(studioQuery(call, 'listMediaFolders'));
  const folders = listing.data ?? null;
  // Each change answers the folders as they are now. Their pictures are in every form's media
  // library, so its cached pages are read again when next shown.
  const changing = useMutation({
    mutationFn: (action: () => Promise<MediaFolder[]>) => action(),
    onSuccess: (next) => {
      client.setQueryData(studioKey('listMediaFolders'), next);
      void client.invalidateQueries({ queryKey: ['listMedia'] });
    },
  });
  const busy = changing.isPending;
  const failure = changing.error ?? listing.error;
  const error = failure ? (failure instanceof Error ? failure.message : String(failure)) : null;
  const change = (action: () => Promise<MediaFolder[]>) => changing.mutate(action);

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
          onClick={() => change(() => call('addMediaFolder'))}
        >
          Add folder…
        </button>
        <button
          type="button"
          className="studio-button studio-button--soft"
          disabled={busy || !folders?.length}
          onClick={() => change(() => call('rescanMediaFolders'))}
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
        listing.isPending && <p className="studio-note">Loading folders…</p>
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
                onClick={() => change(() => call('removeMediaFolder', folder.id))}
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
