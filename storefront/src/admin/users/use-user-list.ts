// The accounts matching a search, a page at a time (newest first, older pages on demand), read
// again when the search changes (the rows shown so far stay while the next ones load) and after a
// role change.

import { useCallback, useMemo } from 'react';
import type { User } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { useCursorPages } from '../data/use-cursor-pages.ts';
import { useInvalidateAdminReads } from '../data/use-admin-read.ts';
import { queryKeyFor } from '../../query/query-keys.ts';

export interface UserListState {
  /** null until the first page answers, and after a failed one. */
  users: User[] | null;
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
}

export function useUserList(search: string) {
  const api = useAdminApi();
  const invalidate = useInvalidateAdminReads();
  const q = search.trim();
  const filter = useMemo(() => (q === '' ? {} : { q }), [q]);
  const list = useCursorPages({
    queryKey: queryKeyFor('listUsers', filter),
    readPage: (cursor) => api.listUsers(cursor === undefined ? filter : { ...filter, cursor }),
    failures: {
      newest: 'Could not load the users. Please try again.',
      older: 'Could not load more users. Please try again.',
    },
  });
  const { pages } = list;
  const users = useMemo(() => pages?.flatMap((page) => page.users) ?? null, [pages]);
  const state: UserListState = {
    users: list.error && !list.pages ? null : users,
    nextCursor: list.nextCursor,
    loading: list.loading,
    error: list.error,
  };

  // A role change is also a line of the activity log.
  const reload = useCallback(() => void invalidate('listUsers', 'listActivity'), [invalidate]);
  return { state, loadOlder: list.loadOlder, reload };
}
