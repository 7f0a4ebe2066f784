// "Clean up unused files", the superadmin's: first the list of what would go (files of the uploads
// folder no record names, older than a day), then, once confirmed, exactly those are removed.
// The server checks each again and keeps any a record started using meanwhile.

import { useEffect, useState } from 'react';
import type { MediaCleanupResult, UnusedMediaFile } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { cleanupMessage, cleanupSummary, fileSizeLabel } from './media-cleanup.ts';

type CleanupState =
  | { step: 'looking' }
  | { step: 'listed'; files: UnusedMediaFile[]; busy: boolean; error: string | null }
  | { step: 'failed'; message: string };

interface MediaCleanupProps {
  onClose(): void;
  /** After a clean-up, with what it did. */
  onDone(result: MediaCleanupResult): void;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Unknown error';

export function MediaCleanup({ onClose, onDone }: MediaCleanupProps) {
  const api = useAdminApi();
  const [state, setState] = useState<CleanupState>({ step: 'looking' });

  useEffect(() => {
    let current = true;
    api.listUnusedMedia().then(
      (files) => current && setState({ step: 'listed', files, busy: false, error: null }),
      (error: unknown) => current && setState({ step: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const remove = async (files: UnusedMediaFile[]) => {
    setState({ step: 'listed', files, busy: true, error: null });
    try {
      onDone(await api.cleanUpMedia(files.map((file) => file.path)));
    } catch (error) {
      setState({
        step: 'listed',
        files,
        busy: false,
        error: `Failed to clean up. ${messageOf(error)}`,
      });
    }
  };

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
                <span className="media-cleanup__name">{file.path.slice('/uploads/'.length)}</span>
                <span className="media-cleanup__facts">
                  {fileSizeLabel(file.bytes)}, {new Date(file.modifiedAt).toLocaleDateString()}
                </span>
              </li>
            ))}
          </ul>
        )
      }
      onCancel={onClose}
      onConfirm={() => void remove(files)}
    />
  );
}
