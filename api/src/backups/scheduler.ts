// Runs the backup at each time of the schedule. The clock is injected: tests move time on
// instead of waiting for 03:30. A backup still running when the next time comes is not started
// twice; a failed one is logged and the schedule goes on.

import type { Logger } from '../core/logger.ts';
import { nextBackupTime, type BackupSchedule } from './schedule.ts';

export interface Clock {
  now(): Date;
  /** Calls `wake` after `ms`; the answer cancels it. */
  setTimer(ms: number, wake: () => void): () => void;
}

// Node's timers overflow past 2^31-1 ms (24.8 days); a longer wait is taken in steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const STOP_WAIT_MS = 10_000;

export const systemClock: Clock = {
  now: () => new Date(),
  setTimer(ms, wake) {
    const timer = setTimeout(wake, Math.min(ms, LONGEST_TIMER_MS));
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface BackupScheduler {
  start(): void;
  /** Stops scheduling; answers once the backup under way (if any) has finished, 10 s at most. */
  stop(): Promise<void>;
  /** The next time a backup will be taken, or null (off, or stopped). */
  readonly nextRunAt: Date | null;
}

export function createBackupScheduler({
  schedule,
  clock = systemClock,
  takeBackup,
  logger,
}: {
  schedule: BackupSchedule;
  clock?: Clock;
  takeBackup: () => Promise<unknown>;
  logger: Logger;
}): BackupScheduler {
  let cancel: (() => void) | null = null;
  let running: Promise<void> | null = null;
  let nextRunAt: Date | null = null;
  let stopped = false;

  function plan(): void {
    if (stopped) return;
    nextRunAt = nextBackupTime(schedule, clock.now());
    if (!nextRunAt) return;
    const due = nextRunAt;
    cancel = clock.setTimer(Math.max(0, due.getTime() - clock.now().getTime()), () => {
      cancel = null;
      if (clock.now() < due) return plan(); // a long wait taken in steps
      run();
      plan();
    });
  }

  function run(): void {
    if (running) return;
    running = takeBackup()
      .then(
        () => undefined,
        (error: unknown) => logger.error('The scheduled backup failed', error),
      )
      .finally(() => {
        running = null;
      });
  }

  return {
    start: plan,
    async stop() {
      stopped = true;
      nextRunAt = null;
      cancel?.();
      // A backup cut short leaves only a .partial folder, removed by the next one.
      if (running)
        await Promise.race([
          running,
          new Promise((wake) => clock.setTimer(STOP_WAIT_MS, () => wake(null))),
        ]);
    },
    get nextRunAt() {
      return nextRunAt;
    },
  };
}
