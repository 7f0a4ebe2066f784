// The Activity tab's lines. The log answers the newest N lines (at most 500), so showing older
// lines asks again for a longer stretch rather than for the next page.

import { useCallback, useEffect, useState } from 'react';
import type { ActivityLine } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';

export const ACTIVITY_STEP = 50;
export const ACTIVITY_MOST = 500;

export interface ActivityLogState {
  /** null until the first answer. */
  lines: ActivityLine[] | null;
  /** Whether the log may hold lines older than those shown. */
  hasOlder: boolean;
  loading: boolean;
  error: string | null;
}

export function useActivityLog() {
  const api = useAdminApi();
  const [limit, setLimit] = useState(ACTIVITY_STEP);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<ActivityLogState>({
    lines: null,
    hasOlder: false,
    loading: true,
    error: null,
  });

  useEffect(() => {
    let current = true;
    setState((state) => ({ ...state, loading: true }));
    api.listActivity({ limit }).then(
      (lines) =>
        current &&
        setState({
          lines,
          hasOlder: lines.length === limit && limit < ACTIVITY_MOST,
          loading: false,
          error: null,
        }),
      (error: unknown) =>
        current &&
        setState((state) => ({
          ...state,
          loading: false,
          error: readFailure(error, 'Could not load the activity log. Please try again.').message,
        })),
    );
    return () => {
      current = false;
    };
  }, [api, limit, reloads]);

  const loadOlder = useCallback(
    () => setLimit((limit) => Math.min(limit + ACTIVITY_STEP, ACTIVITY_MOST)),
    [],
  );
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { state, loadOlder, reload };
}
