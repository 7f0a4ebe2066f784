// Data a form offers as choices (categories, artworks): the list the tab shows, shared through the
// cache, loaded when the form opens if it is not there yet. A failure is only logged and leaves the
// fallback, so the form still works. Pass a fallback defined outside the component, so it stays
// the same value from render to render.

import { useEffect } from 'react';
import type { AdminAnswer, AdminReadName } from '../data/admin-query.ts';
import { useAdminRead } from '../data/use-admin-read.ts';

export function useLoaded<Name extends AdminReadName & `list${string}`>(
  operation: Name,
  fallback: AdminAnswer<Name>,
): AdminAnswer<Name> {
  const query = useAdminRead(operation);
  useEffect(() => {
    if (query.error) console.error('Could not load the choices of a form', query.error);
  }, [query.error]);
  return query.data ?? fallback;
}
