// The Activity tab's lines. The log answers the newest N lines (at most 500), so showing older
// lines asks again for a longer stretch rather than for the next page: each stretch is its own
// cached read, and the lines shown so far stay while the longer one loads.

import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityLine } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { adminQuery } from '../data/admin-query.ts';

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
  const query = useQuery({
    ...adminQuery(api, 'listActivity', { limit }),
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  const lines = query.data ?? null;
  const state: ActivityLogState = {
    lines,
    // The shorter stretch still shown while a longer one loads had older lines: that is why
    // the longer one was asked for.
    hasOlder:
      lines !== null &&
      (query.isPlaceholderData || (lines.length === limit && limit < ACTIVITY_MOST)),
    loading: query.isFetching,
    error: query.error
      ? readFailure(query.error, 'Could not load the activity log. Please try again.').message
      : null,
  };

  const loadOlder = useCallback(
    () => setLimit((limit) => Math.min(limit + ACTIVITY_STEP, ACTIVITY_MOST)),
    [],
  );
  const reload = useCallback(() => void refetch(), [refetch]);

  return { state, loadOlder, reload };
}
