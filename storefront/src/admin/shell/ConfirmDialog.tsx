// A yes-or-no question in a modal dialog, for anything that deletes. The safe choice (Cancel)
// has the focus, so a stray Enter deletes nothing.

import { useId, useRef, type ReactNode } from 'react';
import { KawaiiFace } from '../../ui/KawaiiFace.tsx';
import { ChoiceDialog } from './ChoiceDialog.tsx';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  /** False while there is nothing to confirm yet (the list is still loading, or empty). */
  canConfirm?: boolean;
  /** 'gentle' for an action that destroys nothing (hiding): its button is not the red one. */
  tone?: 'danger' | 'gentle';
  /** More about what the action touches, under the message. */
  details?: ReactNode;
  /** A failure of the action, shown in the dialog. */
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  busy = false,
  canConfirm = true,
  tone = 'danger',
  details,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const messageId = useId();

  return (
    <ChoiceDialog
      className="admin-dialog admin-confirm"
      headingId={headingId}
      textId={messageId}
      cancelRef={cancelRef}
      onEscape={() => {
        if (!busy) onCancel();
      }}
    >
      <KawaiiFace mood="pleading" className="admin-confirm__face" />
      <h2 id={headingId} className="admin-dialog__title">
        {title}
      </h2>
      <p id={messageId}>{message}</p>
      {details}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--ghost"
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </button>
        <button
          type="button"
          className={
            tone === 'danger'
              ? 'button button--primary admin-button--danger'
              : 'button button--primary'
          }
          onClick={onConfirm}
          disabled={busy || !canConfirm}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </ChoiceDialog>
  );
}
