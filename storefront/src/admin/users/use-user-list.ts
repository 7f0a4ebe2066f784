// The accounts matching a search, read again when the search changes (the rows shown so far stay
// while the next ones load) and after a role change.

import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { User } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { adminQuery } from '../data/admin-query.ts';
import { useInvalidateAdminReads } from '../data/use-admin-read.ts';

export interface UserListState {
  /** null until the first load answers, and after a failed one. */
  users: User[] | null;
  loading: boolean;
  error: string | null;
}

export function useUserList(search: string) {
  const api = useAdminApi();
  const invalidate = useInvalidateAdminReads();
  const q = search.trim();
  const query = useQuery({
    ...adminQuery(api, 'listUsers', q === '' ? {} : { q }),
    placeholderData: keepPreviousData,
  });
  const state: UserListState = {
    users: query.isError ? null : (query.data ?? null),
    loading: query.isFetching,
    error: query.error
      ? readFailure(query.error, 'Could not load the users. Please try again.').message
      : null,
  };

  // A role change is also a line of the activity log.
  const reload = useCallback(() => void invalidate('listUsers', 'listActivity'), [invalidate]);
  return { state, reload };
}
