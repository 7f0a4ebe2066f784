// How long the sync waits before trying an unreachable shop again: doubling from one second,
// capped at a minute, so a laptop that comes back online syncs soon without hammering a server
// that is down.

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 60_000;

/** The wait after `failures` failed attempts in a row (1 for the first failure). */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(FIRST_DELAY_MS * 2 ** exponent, LONGEST_DELAY_MS);
}
