// The admin screens' AdminApi and cache of answers (the window's one cache, see StudioApp). The api stays the same object for the whole
// window; when a sync changed what the studio shows (records pulled, a conflict settled, queued
// changes sent) the cached answers are marked stale, so the lists on screen read the local store
// again while an open form keeps what the artist typed. A pull brings every collection, so every
// read is invalidated.
import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createBridgeAdminApi } from './bridge-admin-api.ts';
import type { StudioCall } from './studio-calls.ts';

export function useSyncedAdminData(call: StudioCall, onWrite: () => void, dataRevision: number) {
  const api = useMemo(() => createBridgeAdminApi(call, onWrite), [call, onWrite]);
  const queryClient = useQueryClient();
  const shownRevision = useRef(dataRevision);
  useEffect(() => {
    if (shownRevision.current === dataRevision) return;
    shownRevision.current = dataRevision;
    void queryClient.invalidateQueries();
  }, [queryClient, dataRevision]);
  return { api, queryClient };
}
