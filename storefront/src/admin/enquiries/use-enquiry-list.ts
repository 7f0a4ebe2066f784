// The Enquiries tab's list for one filter: the newest page first, older pages appended on demand,
// and one enquiry replaced in place when staff mark it.

import { useCallback, useEffect, useState } from 'react';
import type { Enquiry, EnquiryPage } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import type { EnquiryFilter } from './enquiry-filters.ts';

export interface EnquiryListState {
  /** null until the first page answers. */
  enquiries: Enquiry[] | null;
  nextCursor: string | null;
  counts: EnquiryPage['counts'] | null;
  loading: boolean;
  error: string | null;
}

export function useEnquiryList(filter: EnquiryFilter) {
  const api = useAdminApi();
  const [state, setState] = useState<EnquiryListState>({
    enquiries: null,
    nextCursor: null,
    counts: null,
    loading: true,
    error: null,
  });
  const [reloads, setReloads] = useState(0);
  const status = filter === 'all' ? undefined : filter;

  useEffect(() => {
    let current = true;
    setState((state) => ({ ...state, loading: true }));
    api.listEnquiries({ status }).then(
      (page) =>
        current &&
        setState({
          enquiries: page.enquiries,
          nextCursor: page.nextCursor,
          counts: page.counts,
          loading: false,
          error: null,
        }),
      (error: unknown) =>
        current &&
        setState((state) => ({
          ...state,
          loading: false,
          error: readFailure(error, 'Could not load the enquiries. Please try again.').message,
        })),
    );
    return () => {
      current = false;
    };
  }, [api, status, reloads]);

  const loadOlder = useCallback(() => {
    const cursor = state.nextCursor;
    if (cursor === null) return;
    setState((state) => ({ ...state, loading: true }));
    api.listEnquiries({ status, cursor }).then(
      (page) =>
        setState((state) => ({
          enquiries: [...(state.enquiries ?? []), ...page.enquiries],
          nextCursor: page.nextCursor,
          counts: page.counts,
          loading: false,
          error: null,
        })),
      (error: unknown) =>
        setState((state) => ({
          ...state,
          loading: false,
          error: readFailure(error, 'Could not load older enquiries. Please try again.').message,
        })),
    );
  }, [api, status, state.nextCursor]);

  /**
   * Shows a marked enquiry's new state where it is (it stays in view until the next reload, so
   * a mistaken click can be undone) and moves it between the counts.
   */
  const replace = useCallback((changed: Enquiry) => {
    setState((state) => {
      const before = state.enquiries?.find((enquiry) => enquiry._id === changed._id);
      const counts =
        state.counts && before && before.status !== changed.status
          ? {
              ...state.counts,
              [before.status]: state.counts[before.status] - 1,
              [changed.status]: state.counts[changed.status] + 1,
            }
          : state.counts;
      return {
        ...state,
        counts,
        enquiries:
          state.enquiries?.map((enquiry) => (enquiry._id === changed._id ? changed : enquiry)) ??
          null,
      };
    });
  }, []);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { state, loadOlder, reload, replace };
}
