// The frame of a modal dialog that asks for a choice (a delete to confirm, a stale save to
// settle): a native <dialog> shown at once, Escape as its cancel, and the focus on the safe
// choice, so a stray Enter loses nothing.

import { useEffect, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';

interface ChoiceDialogProps {
  className: string;
  /** The ids of the heading and the text inside, which name and describe the dialog. */
  headingId: string;
  textId: string;
  /** The safe choice's button (Cancel), focused when the dialog opens. */
  cancelRef: RefObject<HTMLButtonElement | null>;
  onEscape(): void;
  children: ReactNode;
}

export function ChoiceDialog({
  className,
  headingId,
  textId,
  cancelRef,
  onEscape,
  children,
}: ChoiceDialogProps) {
  const ref = useModalDialog();

  // On a short screen the dialog still opens at its top, its heading in sight, rather than
  // scrolled down to the focused button (showModal's own focus scrolls too, hence the reset).
  useEffect(() => {
    cancelRef.current?.focus({ preventScroll: true });
    if (ref.current) ref.current.scrollTop = 0;
  }, [ref, cancelRef]);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={headingId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
    >
      {children}
    </dialog>
  );
}
