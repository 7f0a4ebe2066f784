// The Emails tab's list: the newest page first, older pages appended on demand.

import { useCallback, useEffect, useState } from 'react';
import type { EmailSummary } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';

export interface EmailListState {
  /** null until the first page answers. */
  emails: EmailSummary[] | null;
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
}

export function useEmailList() {
  const api = useAdminApi();
  const [state, setState] = useState<EmailListState>({
    emails: null,
    nextCursor: null,
    loading: true,
    error: null,
  });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    setState((state) => ({ ...state, loading: true }));
    api.listEmails().then(
      (page) =>
        current &&
        setState({ emails: page.emails, nextCursor: page.nextCursor, loading: false, error: null }),
      (error: unknown) =>
        current &&
        setState((state) => ({
          ...state,
          loading: false,
          error: readFailure(error, 'Could not load the emails. Please try again.').message,
        })),
    );
    return () => {
      current = false;
    };
  }, [api, reloads]);

  const loadOlder = useCallback(() => {
    const cursor = state.nextCursor;
    if (cursor === null) return;
    setState((state) => ({ ...state, loading: true }));
    api.listEmails({ cursor }).then(
      (page) =>
        setState((state) => ({
          emails: [...(state.emails ?? []), ...page.emails],
          nextCursor: page.nextCursor,
          loading: false,
          error: null,
        })),
      (error: unknown) =>
        setState((state) => ({
          ...state,
          loading: false,
          error: readFailure(error, 'Could not load older emails. Please try again.').message,
        })),
    );
  }, [api, state.nextCursor]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { state, loadOlder, reload };
}
