// The admin screens' AdminApi, and the refresh of their cache of answers (the signed-in
// identity's cache, see StudioApp). The api stays the same object for the whole window; when a
// sync changed what the studio shows (records pulled, a conflict settled, queued changes sent)
// the cached answers are marked stale, so the lists on screen read the local store again while an
// open form keeps what the artist typed. A pull brings every collection, so every read is
// invalidated.
import { useEffect, useMemo, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBridgeAdminApi } from './bridge-admin-api.ts';
import type { StudioCall } from './studio-calls.ts';

export function useSyncedAdminData(
  call: StudioCall,
  onWrite: () => void,
  dataRevision: number,
  adminCache: QueryClient,
) {
  const api = useMemo(() => createBridgeAdminApi(call, onWrite), [call, onWrite]);
  const shownRevision = useRef(dataRevision);
  useEffect(() => {
    if (shownRevision.current === dataRevision) return;
    shownRevision.current = dataRevision;
    void adminCache.invalidateQueries();
  }, [adminCache, dataRevision]);
  return api;
}
