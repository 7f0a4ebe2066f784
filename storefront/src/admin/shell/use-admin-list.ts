// A tab's list: loaded when the tab opens (a list seen before shows at once while it is read
// again) and reloaded after a save or a delete. Failures are only logged, with no message on
// screen; the list then stays as it was.

import { useCallback, useEffect } from 'react';
import type { AdminAnswer } from '../data/admin-query.ts';
import { useAdminRead, useInvalidateAdminReads } from '../data/use-admin-read.ts';

type ContentListName =
  | 'listPosts'
  | 'listArtworks'
  | 'listProducts'
  | 'listCategories'
  | 'listGames'
  | 'listPromotions'
  | 'listSales';

/** The read that answers the whole collection of T: 'listArtworks' for Artwork. */
export type AdminListOf<T> = {
  [Name in ContentListName]: AdminAnswer<Name> extends T[] ? Name : never;
}[ContentListName];

export function useAdminList<T>(operation: AdminListOf<T>) {
  const query = useAdminRead(operation);
  const invalidate = useInvalidateAdminReads();

  useEffect(() => {
    if (query.error) console.error('Could not load the admin list', query.error);
  }, [query.error]);

  // Price, stock and delete changes are lines of the activity log too, and the media library
  // lists the records' images under their titles, so a saved or deleted record changes it.
  const reload = useCallback(
    () => void invalidate(operation, 'listMedia', 'listActivity'),
    [invalidate, operation],
  );
  // AdminListOf<T> names only reads that answer T[]; the compiler cannot follow that through
  // the generic name, so it is said here once.
  const items = (query.data as T[] | undefined) ?? [];
  return { items, loading: query.isPending, reload };
}
