// A native <dialog> shown as a modal while `open` is true. The browser then traps focus inside,
// makes the page behind inert and turns Escape into a 'cancel' event; this hook adds giving the
// focus back to where it was when the dialog closes.

import { useEffect, useRef } from 'react';

export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return ref;
}
