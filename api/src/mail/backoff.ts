const MINUTE_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * MINUTE_MS;

/**
 * How long to wait after the `attempts`-th failed delivery: one minute after the first, doubling
 * after each further failure, never more than six hours. The sender never gives up on a message.
 */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^9 minutes already passes six hours; stop doubling before the number grows silly.
  return Math.min(MINUTE_MS * 2 ** Math.min(doublings, 10), LONGEST_WAIT_MS);
}
