// The sync status the bar shows, asked of the main process every few seconds (and right after
// anything the artist does to it), so a sync started by a timer or the menu shows up too.
import { useCallback, useEffect, useState } from 'react';
import type { ConflictChoice, MissingFileChoice, SyncStatus } from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';

const POLL_INTERVAL_MS = 2000;

export function useSyncStatus(call: StudioCall, signedIn: boolean) {
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const [settlingId, setSettlingId] = useState<string | null>(null);
  /** Why the file she chose for a missing picture was not taken (too large, not an image). */
  const [fileProblem, setFileProblem] = useState<{ conflictId: string; message: string } | null>(
    null,
  );

  const refresh = useCallback(() => {
    void call('getSyncStatus').then(setStatus, () => {});
  }, [call]);

  useEffect(() => {
    if (!signedIn) return;
    refresh();
    const timer = setInterval(refresh, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [refresh, signedIn]);

  const syncNow = useCallback(() => {
    setStatus((current) => current && { ...current, syncing: true });
    void call('syncNow').then(setStatus, refresh);
  }, [call, refresh]);

  const resolve = useCallback(
    (conflictId: string, choice: ConflictChoice) => {
      setSettlingId(conflictId);
      void call('resolveConflict', conflictId, choice)
        .then(setStatus, refresh)
        .finally(() => setSettlingId(null));
    },
    [call, refresh],
  );

  const replaceFile = useCallback(
    (conflictId: string, choice: MissingFileChoice) => {
      setSettlingId(conflictId);
      setFileProblem(null);
      void call('replaceMissingFile', conflictId, choice)
        .then(setStatus, (error: unknown) => {
          setFileProblem({
            conflictId,
            message: error instanceof Error ? error.message : String(error),
          });
          refresh();
        })
        .finally(() => setSettlingId(null));
    },
    [call, refresh],
  );

  return { status, settlingId, fileProblem, refresh, syncNow, resolve, replaceFile };
}
