// Whether the markup in place is the server's: true on the server and while the browser hydrates
// its page, false when the browser renders a part of its own (client navigation to an error
// screen that remounts the chrome). Kept from the first render: after hydration the markup stays
// served.

import { useState, useSyncExternalStore } from 'react';

const noUpdates = () => () => {};

export function useServed(): boolean {
  const [served] = useState(
    useSyncExternalStore(
      noUpdates,
      () => false,
      () => true,
    ),
  );
  return served;
}
