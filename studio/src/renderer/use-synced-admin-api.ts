// The AdminApi the admin screens get, renewed whenever a sync changed the data: their lists
// reload when their api changes, while an open form keeps what the artist typed.
import { useState } from 'react';
import type { AdminApi } from '@kawaii/shared';
import { createBridgeAdminApi } from './bridge-admin-api.ts';
import type { StudioCall } from './studio-calls.ts';

export function useSyncedAdminApi(
  call: StudioCall,
  onWrite: () => void,
  dataRevision: number,
): AdminApi {
  const [current, setCurrent] = useState(() => ({
    dataRevision,
    api: createBridgeAdminApi(call, onWrite),
  }));
  if (current.dataRevision === dataRevision) return current.api;
  // React's "adjust state while rendering" pattern: no extra render with the stale api.
  const renewed = { dataRevision, api: createBridgeAdminApi(call, onWrite) };
  setCurrent(renewed);
  return renewed.api;
}
