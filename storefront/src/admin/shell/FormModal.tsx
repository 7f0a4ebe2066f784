// The modal an 'Add New' or 'Edit' opens: a native dialog (focus kept inside, Escape closes),
// with its heading and a close button.

import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';

interface FormModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

export function FormModal({ title, onClose, children }: FormModalProps) {
  const ref = useModalDialog();
  const headingId = useId();
  return (
    <dialog
      ref={ref}
      className="admin-dialog admin-modal"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={headingId} className="admin-dialog__title admin-modal__title">
        {title}
      </h2>
      <div className="admin-modal__body">{children}</div>
      {/* After the form, so opening the dialog focuses the form's first field. */}
      <button
        type="button"
        className="admin-icon-button admin-modal__close"
        onClick={onClose}
        aria-label={`Close ${title}`}
      >
        ×
      </button>
    </dialog>
  );
}
