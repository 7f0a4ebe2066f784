// The update notice's state, asked of the main process every few seconds (a check runs at
// start, every 6 hours and from the menu, none of them from this page), and its buttons.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateStatus } from '../bridge/update-status.ts';
import type { StudioCall } from './studio-calls.ts';
import { studioKey, studioQuery } from './studio-query.ts';

const POLL_INTERVAL_MS = 5000;

export function useUpdateStatus(call: StudioCall) {
  const client = useQueryClient();
  const { data: status = null } = useQuery({
    ...studioQuery(call, 'getUpdateStatus'),
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  const show = useCallback(
    (next: UpdateStatus) => client.setQueryData(studioKey('getUpdateStatus'), next),
    [client],
  );
  return {
    status,
    openDownloadPage: () => void call('openUpdateDownloadPage').then(show),
    installNow: () => void call('installUpdateNow').then(show),
    checkAgain: () => void call('checkForUpdates').then(show),
    dismiss: () => void call('dismissUpdate').then(show),
  };
}
