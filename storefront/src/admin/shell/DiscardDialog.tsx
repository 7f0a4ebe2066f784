// 'Discard your changes?': asked before anything drops a form's unsaved changes. Keep editing is
// the safe choice and has the focus, so a stray Enter or Escape loses nothing.

import { useId, useRef } from 'react';
import { KawaiiFace } from '../../ui/KawaiiFace.tsx';
import { ChoiceDialog } from './ChoiceDialog.tsx';

export const DISCARD_QUESTION = 'Discard your changes?';

interface DiscardDialogProps {
  onKeep(): void;
  onDiscard(): void;
}

export function DiscardDialog({ onKeep, onDiscard }: DiscardDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();
  return (
    <ChoiceDialog
      className="admin-dialog admin-confirm"
      headingId={headingId}
      textId={textId}
      cancelRef={keepRef}
      onEscape={onKeep}
    >
      <KawaiiFace mood="pleading" className="admin-confirm__face" />
      <h2 id={headingId} className="admin-dialog__title">
        {DISCARD_QUESTION}
      </h2>
      <p id={textId}>Your changes to this form have not been saved yet.</p>
      <div className="admin-dialog__actions">
        <button ref={keepRef} type="button" className="button button--ghost" onClick={onKeep}>
          Keep editing
        </button>
        <button
          type="button"
          className="button button--primary admin-button--danger"
          onClick={onDiscard}
        >
          Discard
        </button>
      </div>
    </ChoiceDialog>
  );
}
