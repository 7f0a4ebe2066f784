import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while hydrating, true afterwards: React reads the server snapshot
 * during hydration, so content behind this never causes a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Renders `fallback` in the server HTML and `children` once the browser has taken over. */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
