// The sync status the bar shows, asked of the main process every few seconds (and right after
// anything the artist does to it), so a sync started by a timer or the menu shows up too. A poll
// that fails keeps the status shown; the next one simply asks again.
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConflictChoice, MissingFileChoice, SyncStatus } from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';
import { studioKey, studioQuery } from './studio-query.ts';

const POLL_INTERVAL_MS = 2000;

/** Asked while signed in, every few seconds. */
export function syncStatusQuery(call: StudioCall, signedIn: boolean) {
  return {
    ...studioQuery(call, 'getSyncStatus'),
    enabled: signedIn,
    refetchInterval: POLL_INTERVAL_MS,
    // The window may sit behind another while a sync runs; the bar is current when it comes back.
    refetchIntervalInBackground: true,
  };
}

export function useSyncStatus(call: StudioCall, signedIn: boolean) {
  const client = useQueryClient();
  const { data: status = null } = useQuery(syncStatusQuery(call, signedIn));
  const [settlingId, setSettlingId] = useState<string | null>(null);
  /** Why the file she chose for a missing picture was not taken (too large, not an image). */
  const [fileProblem, setFileProblem] = useState<{ conflictId: string; message: string } | null>(
    null,
  );

  const show = useCallback(
    (next: SyncStatus) => client.setQueryData(studioKey('getSyncStatus'), next),
    [client],
  );
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: studioKey('getSyncStatus') }),
    [client],
  );

  const syncNow = useCallback(() => {
    client.setQueryData<SyncStatus>(
      studioKey('getSyncStatus'),
      (current) => current && { ...current, syncing: true },
    );
    void call('syncNow').then(show, refresh);
  }, [call, client, show, refresh]);

  const resolve = useCallback(
    (conflictId: string, choice: ConflictChoice) => {
      setSettlingId(conflictId);
      void call('resolveConflict', conflictId, choice)
        .then(show, refresh)
        .finally(() => setSettlingId(null));
    },
    [call, show, refresh],
  );

  const replaceFile = useCallback(
    (conflictId: string, choice: MissingFileChoice) => {
      setSettlingId(conflictId);
      setFileProblem(null);
      void call('replaceMissingFile', conflictId, choice)
        .then(show, (error: unknown) => {
          setFileProblem({
            conflictId,
            message: error instanceof Error ? error.message : String(error),
          });
          refresh();
        })
        .finally(() => setSettlingId(null));
    },
    [call, show, refresh],
  );

  return { status, settlingId, fileProblem, refresh, syncNow, resolve, replaceFile };
}
