// How long the sync waits before trying an unreachable shop again: doubling from one second,
// capped at a minute, so a laptop that comes back online syncs soon without hammering a server
// that is down.

const FIRST_DELAY_MS = 1000;
export const LONGEST_DELAY_MS = 60_000;

/** The wait after `failures` failed attempts in a row (1 for the first failure). */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(FIRST_DELAY_MS * 2 ** exponent, LONGEST_DELAY_MS);
}

const FIRST_ENTRY_DELAY_MS = 2000;
export const LONGEST_ENTRY_DELAY_MS = 5 * 60_000;

/**
 * The wait before sending again one change the shop failed on (5xx) after `attempts` tries:
 * doubling, capped at five minutes, each between half and all of that at random, so several
 * studios (or several changes) failing together do not all come back at the same moment.
 */
export function entryRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(FIRST_ENTRY_DELAY_MS * 2 ** exponent, LONGEST_ENTRY_DELAY_MS);
  return Math.round(ceiling * (0.5 + random() / 2));
}
