// The Enquiries tab's list for one filter: the newest page first, older pages appended on demand,
// and one enquiry replaced in place when staff mark it.

import { useCallback, useMemo } from 'react';
import type { Enquiry, EnquiryPage } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { useCursorPages } from '../data/use-cursor-pages.ts';
import { queryKeyFor } from '../../query/query-keys.ts';
import type { EnquiryFilter } from './enquiry-filters.ts';

export interface EnquiryListState {
  /** null until the first page answers. */
  enquiries: Enquiry[] | null;
  nextCursor: string | null;
  counts: EnquiryPage['counts'] | null;
  loading: boolean;
  error: string | null;
}

/** The page with the enquiry's new state where it is, and the counts moved along. */
function withChanged(page: EnquiryPage, changed: Enquiry, before: Enquiry | undefined) {
  const moved = before !== undefined && before.status !== changed.status;
  return {
    ...page,
    counts: moved
      ? {
          ...page.counts,
          [before.status]: page.counts[before.status] - 1,
          [changed.status]: page.counts[changed.status] + 1,
        }
      : page.counts,
    enquiries: page.enquiries.map((enquiry) => (enquiry._id === changed._id ? changed : enquiry)),
  };
}

export function useEnquiryList(filter: EnquiryFilter) {
  const api = useAdminApi();
  const status = filter === 'all' ? undefined : filter;
  const list = useCursorPages({
    queryKey: useMemo(() => queryKeyFor('listEnquiries', { status }), [status]),
    readPage: (cursor) => api.listEnquiries({ status, cursor }),
    failures: {
      newest: 'Could not load the enquiries. Please try again.',
      older: 'Could not load older enquiries. Please try again.',
    },
  });
  const { pages, updatePages } = list;

  const enquiries = useMemo(() => pages?.flatMap((page) => page.enquiries) ?? null, [pages]);
  const state: EnquiryListState = {
    enquiries,
    nextCursor: list.nextCursor,
    counts: pages?.at(-1)?.counts ?? null,
    loading: list.loading,
    error: list.error,
  };

  /**
   * Shows a marked enquiry's new state where it is (it stays in view until the next reload, so
   * a mistaken click can be undone) and moves it between the counts.
   */
  const replace = useCallback(
    (changed: Enquiry) => {
      const before = enquiries?.find((enquiry) => enquiry._id === changed._id);
      updatePages((page) => withChanged(page, changed, before));
    },
    [enquiries, updatePages],
  );

  return { state, loadOlder: list.loadOlder, reload: list.reload, replace };
}
