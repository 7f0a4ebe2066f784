// A native <dialog> shown as a modal while `open` is true. The browser traps focus inside, makes
// the page behind inert and turns Escape into a 'cancel' event; this hook also gives the focus
// back to whatever opened the dialog once it closes. One hook for the cart's dialogs, which stay
// mounted and open with `open`, and the admin's, which are mounted only while shown (the default).

import { useEffect, useRef } from 'react';

export function useModalDialog(open = true) {
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
