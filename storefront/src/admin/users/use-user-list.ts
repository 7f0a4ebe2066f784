// The accounts matching a search, reloaded when the search changes and after a role change.

import { useCallback, useEffect, useState } from 'react';
import type { User } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';

export interface UserListState {
  /** null until the first load answers. */
  users: User[] | null;
  loading: boolean;
  error: string | null;
}

export function useUserList(search: string) {
  const api = useAdminApi();
  const [state, setState] = useState<UserListState>({ users: null, loading: true, error: null });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    setState((state) => ({ ...state, loading: true }));
    const q = search.trim();
    api.listUsers(q === '' ? {} : { q }).then(
      (users) => current && setState({ users, loading: false, error: null }),
      (error: unknown) =>
        current &&
        setState({
          users: null,
          loading: false,
          error: readFailure(error, 'Could not load the users. Please try again.').message,
        }),
    );
    return () => {
      current = false;
    };
  }, [api, search, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { state, reload };
}
