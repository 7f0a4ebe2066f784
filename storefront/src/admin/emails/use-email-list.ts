// The Emails tab's list: the newest page first, older pages appended on demand.

import { useMemo } from 'react';
import type { EmailSummary } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { useCursorPages } from '../data/use-cursor-pages.ts';
import { queryKeyFor } from '../../query/query-keys.ts';

export interface EmailListState {
  /** null until the first page answers. */
  emails: EmailSummary[] | null;
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
}

const EMAILS_KEY = queryKeyFor('listEmails');

export function useEmailList() {
  const api = useAdminApi();
  const list = useCursorPages({
    queryKey: EMAILS_KEY,
    readPage: (cursor) => api.listEmails(cursor === undefined ? {} : { cursor }),
    failures: {
      newest: 'Could not load the emails. Please try again.',
      older: 'Could not load older emails. Please try again.',
    },
  });
  const { pages } = list;
  const emails = useMemo(() => pages?.flatMap((page) => page.emails) ?? null, [pages]);
  const state: EmailListState = {
    emails,
    nextCursor: list.nextCursor,
    loading: list.loading,
    error: list.error,
  };
  return { state, loadOlder: list.loadOlder, reload: list.reload };
}
