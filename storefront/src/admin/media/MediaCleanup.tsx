// "Clean up unused files", the superadmin's: first the list of what would go (files of the uploads
// folder no record names, older than a day), then, once confirmed, exactly those are removed.
// The server checks each again and keeps any a record started using meanwhile.

import { useMutation, useQuery } from '@tanstack/react-query';
import { uploadFileName, type MediaCleanupResult, type UnusedMediaFile } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { adminQuery } from '../data/admin-query.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { cleanupMessage, cleanupSummary, fileSizeLabel } from './media-cleanup.ts';

interface MediaCleanupProps {
  onClose(): void;
  /** After a clean-up, with what it did. */
  onDone(result: MediaCleanupResult): void;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Unknown error';

export function MediaCleanup({ onClose, onDone }: MediaCleanupProps) {
  const api = useAdminApi();
  // Listed afresh each time the dialog opens: files age into the list and records start using
  // others, so a list kept from an earlier look would offer the wrong files.
  const listing = useQuery({ ...adminQuery(api, 'listUnusedMedia'), gcTime: 0 });
  const removal = useMutation({
    mutationFn: (files: UnusedMediaFile[]) => api.cleanUpMedia(files.map((file) => file.path)),
    onSuccess: onDone,
  });
  const remove = (files: UnusedMediaFile[]) => removal.mutate(files);

  const state = listing.isError
    ? ({ step: 'failed', message: messageOf(listing.error) } as const)
    : listing.data
      ? ({
          step: 'listed',
          files: listing.data,
          busy: removal.isPending,
          error: removal.isError ? `Failed to clean up. ${messageOf(removal.error)}` : null,
        } as const)
      : ({ step: 'looking' } as const);

  const files = state.step === 'listed' ? state.files : [];
  return (
    <ConfirmDialog
      title="Clean up unused files"
      message={cleanupMessage(state.step === 'listed' ? files : null)}
      confirmLabel={
        state.step !== 'listed'
          ? 'Remove'
          : files.length === 0
            ? 'Nothing to remove'
            : `Remove ${cleanupSummary(files)}`
      }
      busyLabel="Removing..."
      busy={state.step === 'listed' && state.busy}
      canConfirm={files.length > 0}
      error={
        state.step === 'failed'
          ? `Error: ${state.message}`
          : state.step === 'listed'
            ? state.error
            : null
      }
      details={
        files.length > 0 && (
          <ul className="media-cleanup__list" aria-label="Files to remove">
            {files.map((file) => (
              <li key={file.path}>
                <span className="media-cleanup__name">
                  {uploadFileName(file.path) ?? file.path}
                </span>
                <span className="media-cleanup__facts">
                  {fileSizeLabel(file.bytes)}, {new Date(file.modifiedAt).toLocaleDateString()}
                </span>
              </li>
            ))}
          </ul>
        )
      }
      onCancel={onClose}
      onConfirm={() => remove(files)}
    />
  );
}
