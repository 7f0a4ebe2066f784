// The sync engine: pulls on start and on demand, pushes the outbox soon after each local change,
// and when the shop cannot be reached tries again with growing pauses until it can. One run at a
// time; a run asked for while another is going happens right after it.
import type { ConflictChoice, SignInNeeded, SyncStatus } from '../bridge/studio-operations.ts';
import type { Conflicts } from './conflicts.ts';
import type { MetaStore } from './meta-store.ts';
import type { OutboxStore } from './outbox-store.ts';
import type { PushOutcome } from './push-outbox.ts';
import { LONGEST_ENTRY_DELAY_MS, retryDelayMs } from './retry-delay.ts';
import type { Session } from './session.ts';
import { AdminApiError, isUnreachable } from '@kawaii/shared';
import type { StudioLogger } from './log-file.ts';

export interface SyncEngineOptions {
  /** The pause before retrying after `failures` failed attempts in a row. */
  retryDelayMs?: (failures: number) => number;
  /** How long after a local change the push starts, so changes made together go together. */
  pushDelayMs?: number;
  /** Where the sync's failures are written (the studio's log file). */
  log?: Pick<StudioLogger, 'warn' | 'error'>;
}

interface SyncParts {
  outbox: OutboxStore;
  meta: MetaStore;
  session: Session;
  conflicts: Conflicts;
  push(): Promise<PushOutcome>;
  pull(): Promise<void>;
}

const SIGNED_OUT_MESSAGE =
  'Your sign-in has expired. Sign in again to sync; your changes are kept until then.';
const FORBIDDEN_MESSAGE =
  'The shop no longer lets this account make changes. Sign in with an admin account to sync; your changes are kept until then.';
const NOT_SIGNED_IN_MESSAGE = 'Sign in to your shop to sync.';
const KEPT_OFFLINE = 'Your changes are kept and will sync when the shop is reachable.';

/** Statuses of a pull that say "not now": the pull is tried again after a pause. */
const PULL_RETRY_LATER = new Set([408, 425, 429, 500, 502, 503, 504]);
/**
 * No timer of the sync waits longer than this. Node fires a longer one at once (its timers hold
 * at most about 24.8 days), and a time that far ahead only comes from a clock put right since.
 */
export const LONGEST_WAIT_MS = LONGEST_ENTRY_DELAY_MS;

export type SyncEngine = ReturnType<typeof createSyncEngine>;

export function createSyncEngine(parts: SyncParts, options: SyncEngineOptions = {}) {
  const delayAfter = options.retryDelayMs ?? retryDelayMs;
  const pushDelayMs = options.pushDelayMs ?? 400;
  const log = options.log ?? { warn: () => {}, error: () => {} };

  let online = false;
  let lastError: string | null = null;
  let failures = 0;
  let nextRetryAt: Date | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pushTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let dataRevision = 0;
  let active: Promise<void> | null = null;
  let queued: { pull: boolean; promise: Promise<void> } | null = null;
  let pausedFor: { reason: SignInNeeded['reason']; message: string } | null = null;

  function later(action: () => void, delayMs: number): ReturnType<typeof setTimeout> {
    const wait = Number.isFinite(delayMs) ? Math.min(Math.max(0, delayMs), LONGEST_WAIT_MS) : 0;
    const timer = setTimeout(action, wait);
    timer.unref?.(); // a pending retry never keeps the process (or a test run) alive
    return timer;
  }

  function clearRetry(): void {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    nextRetryAt = null;
  }

  function wentOffline(reason: string): void {
    online = false;
    retryLater(`${reason}. ${KEPT_OFFLINE}`);
  }

  /** A run that failed for now: tried again, with a pull, after a pause growing with each failure. */
  function retryLater(message: string): void {
    failures += 1;
    lastError = message;
    log.warn(`Sync failed (${failures} in a row), tried again later: ${message}`);
    clearRetry();
    if (stopped) return;
    const delay = Math.min(Math.max(0, delayAfter(failures)), LONGEST_WAIT_MS);
    nextRetryAt = new Date(Date.now() + delay);
    retryTimer = later(() => {
      retryTimer = null;
      nextRetryAt = null;
      void run(true);
    }, delay);
  }

  /**
   * Sync pauses until she signs in again; nothing queued is touched. A refusal of a run started
   * under an earlier sign-in is about a token no longer in use: she signed out, or someone signed
   * in since, and that new sign-in must not be ended by the old one's answer.
   */
  function signedOut(reason: SignInNeeded['reason'], startedUnder: number): void {
    if (parts.session.generation() !== startedUnder) return;
    parts.session.signOut();
    log.warn(`Sync paused until she signs in again (${reason})`);
    online = true;
    clearRetry();
    lastError = reason === 'expired' ? SIGNED_OUT_MESSAGE : FORBIDDEN_MESSAGE;
    pausedFor = { reason, message: lastError };
  }

  /** A change the shop failed on is due again at `at`: a run is planned for then. */
  function retryEntriesAt(at: Date): void {
    if (stopped) return;
    clearRetry();
    const delay = Math.min(Math.max(0, at.getTime() - Date.now()), LONGEST_WAIT_MS);
    nextRetryAt = new Date(Date.now() + delay);
    retryTimer = later(() => {
      retryTimer = null;
      nextRetryAt = null;
      void run(false);
    }, delay);
  }

  function succeeded(): void {
    online = true;
    failures = 0;
    clearRetry();
    lastError = null;
    parts.meta.set('lastSyncAt', new Date().toISOString());
  }

  async function pullOrReport(startedUnder: number): Promise<boolean> {
    try {
      await parts.pull();
      return true;
    } catch (error) {
      if (isUnreachable(error)) wentOffline((error as Error).message);
      else if (error instanceof AdminApiError && error.status === 401)
        signedOut('expired', startedUnder);
      else if (error instanceof AdminApiError && error.status === 403)
        signedOut('forbidden', startedUnder);
      else if (error instanceof AdminApiError && PULL_RETRY_LATER.has(error.status)) {
        online = true;
        retryLater(`${error.message}. ${KEPT_OFFLINE}`);
      } else lastError = error instanceof Error ? error.message : String(error);
      return false;
    }
  }

  async function runOnce(withPull: boolean): Promise<void> {
    if (parts.session.current().user === null) {
      lastError = NOT_SIGNED_IN_MESSAGE;
      return;
    }
    const startedUnder = parts.session.generation();
    const waitingBefore = parts.outbox.count();
    const outcome = await parts.push();
    if (parts.outbox.count() !== waitingBefore) dataRevision += 1;
    if (outcome.kind === 'signed-out') return signedOut('expired', startedUnder);
    if (outcome.kind === 'forbidden') return signedOut('forbidden', startedUnder);
    if (outcome.kind === 'unreachable') return wentOffline(outcome.message);
    if (withPull) {
      if (!(await pullOrReport(startedUnder))) return;
      dataRevision += 1;
    }
    succeeded();
    pausedFor = null;
    if (outcome.retryAt) retryEntriesAt(outcome.retryAt);
  }

  function start(withPull: boolean): Promise<void> {
    const current: Promise<void> = runOnce(withPull)
      .catch((error: unknown) => {
        log.error('A sync run failed', error);
        lastError = error instanceof Error ? error.message : String(error);
      })
      .finally(() => {
        if (active === current) active = null;
      });
    active = current;
    return current;
  }

  function run(withPull: boolean): Promise<void> {
    if (!active) return start(withPull);
    if (queued) {
      queued.pull ||= withPull;
      return queued.promise;
    }
    const next = { pull: withPull, promise: Promise.resolve() };
    next.promise = active.then(() => {
      queued = null;
      return start(next.pull);
    });
    queued = next;
    return next.promise;
  }

  function signInNeeded(conflictCount: number): SignInNeeded | null {
    if (pausedFor === null || parts.session.current().user !== null) return null;
    return {
      ...pausedFor,
      email: parts.meta.get('lastEmail'),
      waitingChanges: parts.outbox.count() - conflictCount,
      conflicts: conflictCount,
    };
  }

  function status(): SyncStatus {
    const conflicts = parts.conflicts.list();
    return {
      online,
      signedIn: parts.session.current().user !== null,
      syncing: active !== null,
      pending: parts.outbox.count(),
      lastSyncAt: parts.meta.get('lastSyncAt'),
      lastError,
      nextRetryAt: nextRetryAt?.toISOString() ?? null,
      conflicts,
      recordStates: parts.conflicts.recordStates(),
      signInNeeded: signInNeeded(conflicts.length),
      dataRevision,
    };
  }

  return {
    status,

    /** Push, then pull: what 'Sync now' and the start of the studio do. */
    async syncNow(): Promise<SyncStatus> {
      await run(true);
      return status();
    },

    /** Push what is queued now, without a pull: before a step that needs the shop's copy. */
    async pushNow(): Promise<SyncStatus> {
      await run(false);
      return status();
    },

    /** After a local change: push shortly, gathering changes made in quick succession. */
    pushSoon(): void {
      if (stopped) return;
      if (pushTimer) clearTimeout(pushTimer);
      pushTimer = later(() => {
        pushTimer = null;
        void run(false);
      }, pushDelayMs);
    },

    /** What an online-only request learned; a shop that answers again is synced with at once. */
    noteReachable(reachable: boolean): void {
      if (!reachable) {
        online = false;
        return;
      }
      online = true;
      if (retryTimer && !stopped) {
        clearRetry();
        void run(true);
      }
    },

    async resolveConflict(conflictId: string, choice: ConflictChoice): Promise<SyncStatus> {
      parts.conflicts.resolve(conflictId, choice);
      dataRevision += 1;
      await run(false);
      return status();
    },

    /** A missing picture replaced by its saved preview (`replacement` null) or another file. */
    async replaceMissingFile(conflictId: string, replacement: string | null): Promise<SyncStatus> {
      await parts.conflicts.replaceMissingFile(conflictId, replacement);
      dataRevision += 1;
      await run(false);
      return status();
    },

    /** Resolves when no run is going or queued. */
    async idle(): Promise<void> {
      while (active || queued) await (queued?.promise ?? active);
    },

    stop(): void {
      stopped = true;
      clearRetry();
      if (pushTimer) clearTimeout(pushTimer);
      pushTimer = null;
    },
  };
}
