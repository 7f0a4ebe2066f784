import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { AdminApiError } from '@kawaii/shared';
import { createQueryClient } from '@kawaii/storefront/admin';
import type { StudioInvoke, SyncStatus } from '../bridge/studio-operations.ts';
import { createStudioCall } from './studio-calls.ts';
import { studioQuery } from './studio-query.ts';
import { syncStatusQuery } from './use-sync-status.ts';

const status = (pending: number): SyncStatus => ({
  online: true,
  signedIn: true,
  syncing: false,
  pending,
  lastSyncAt: null,
  lastError: null,
  nextRetryAt: null,
  conflicts: [],
  recordStates: {},
  signInNeeded: null,
  dataRevision: 0,
});

/** The main process over the bridge: answers `pending` in turn; 'down' answers a failure. */
function mainProcess(answers: (number | 'down')[]) {
  const asked: string[] = [];
  const invoke = (async (operation: string) => {
    asked.push(operation);
    const answer = answers.shift();
    if (answer === undefined || answer === 'down') {
      return { ok: false, failure: { status: 0, message: 'The studio is busy.' } };
    }
    return { ok: true, value: status(answer) };
  }) as StudioInvoke;
  return { call: createStudioCall(invoke), asked };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the sync status bar', () => {
  it('asks every 2 seconds while signed in, keeping the status shown through a failed poll', async () => {
    const main = mainProcess([3, 'down', 1]);
    const query = syncStatusQuery(main.call, true);
    expect(query.refetchInterval).toBe(2000);
    const observer = new QueryObserver(createQueryClient(), query);
    const stop = observer.subscribe(() => undefined);
    const pending = () => observer.getCurrentResult().data?.pending;

    await vi.advanceTimersByTimeAsync(0);
    expect(pending()).toBe(3);
    // Each poll is a refetch of the entry (the interval itself needs a browser window to run).
    await observer.refetch();
    expect(pending()).toBe(3);
    await observer.refetch();
    expect(pending()).toBe(1);
    expect(main.asked).toEqual(['getSyncStatus', 'getSyncStatus', 'getSyncStatus']);
    stop();
  });

  it('asks nothing while signed out', async () => {
    const main = mainProcess([3]);
    const observer = new QueryObserver(createQueryClient(), syncStatusQuery(main.call, false));
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(6000);
    expect(main.asked).toEqual([]);
    stop();
  });
});

describe('the studio reads', () => {
  it('are keyed by their bridge operation, and a refusal arrives as the admin screens error', async () => {
    const main = mainProcess(['down']);
    const query = studioQuery(main.call, 'listSetAside');
    expect(query.queryKey).toEqual(['studio', 'listSetAside']);
    const failure = await createQueryClient()
      .fetchQuery(query)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AdminApiError);
    expect(failure).toMatchObject({ message: 'The studio is busy.' });
    expect(main.asked).toEqual(['listSetAside']);
  });
});
