// The rule for every mail a visitor can cause (a sign-up's confirmation, and the like): at most
// 3 an hour to one recipient address, so nobody can use the shop to flood a stranger's inbox.
// Counted in memory (one process serves the shop), by a hash of the address, over a sliding hour.

import { createHash } from 'node:crypto';

export const VISITOR_MAILS_PER_RECIPIENT_HOUR = 3;
const HOUR_MS = 3_600_000;

export interface SlidingLimit {
  /** Takes one from `key`'s allowance; false (and nothing taken) when the hour's are used up. */
  take(key: string): boolean;
  reset(): void;
}

/** At most `limit` per `windowMs` for each key, over a sliding window. */
export function createSlidingLimit(
  limit: number,
  windowMs: number = HOUR_MS,
  now: () => number = Date.now,
): SlidingLimit {
  const times = new Map<string, number[]>();
  let takesSinceSweep = 0;

  function sweep(time: number) {
    for (const [key, list] of times) {
      if (list.every((at) => time - at >= windowMs)) times.delete(key);
    }
  }

  return {
    take(key) {
      const time = now();
      if (++takesSinceSweep >= 1000) {
        takesSinceSweep = 0;
        sweep(time);
      }
      const recent = (times.get(key) ?? []).filter((at) => time - at < windowMs);
      if (recent.length >= limit) {
        times.set(key, recent);
        return false;
      }
      recent.push(time);
      times.set(key, recent);
      return true;
    },
    reset: () => times.clear(),
  };
}

export interface VisitorMailLimit {
  /** True (and counted) when one more visitor-caused mail may go to `recipient` this hour. */
  mayMail(recipient: string): boolean;
  reset(): void;
}

export function createVisitorMailLimit(now: () => number = Date.now): VisitorMailLimit {
  const limit = createSlidingLimit(VISITOR_MAILS_PER_RECIPIENT_HOUR, HOUR_MS, now);
  return {
    mayMail: (recipient) => limit.take(recipientKey(recipient)),
    reset: () => limit.reset(),
  };
}

function recipientKey(recipient: string): string {
  return createHash('sha256').update(recipient.trim().toLowerCase()).digest('base64url');
}
