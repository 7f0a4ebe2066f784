// Counts page views in memory and adds them to the daily counts now and then (and before every
// report), so a view costs no database write: a write would also drop the response cache.
//
// A unique visitor is a hash of a salt, the day, the client's address and its user agent. The
// salt is random, kept in memory only and replaced every day (UTC), so neither the hashes, which
// are never stored either, nor anything else can tie a visit to a person or one day to the next;
// only each day's number of distinct hashes is written. A restart starts a new salt: someone
// seen before it and after it that day counts twice.

import { createHash, randomBytes } from 'node:crypto';
import { statsDay } from '@kawaii/shared';
import type { CountIncrement, CountKind, DayIncrement, StatsStore } from './store.ts';

export interface PageView {
  /** The counted path (see countedPagePath). */
  path: string;
  /** The product the page shows, when it is a product page. */
  productId: string | null;
  /** The referring domain, when another site. */
  referrer: string | null;
  /** The utm_campaign of the address. */
  campaign: string | null;
  clientAddress: string;
  userAgent: string;
}

export interface StatsCollector {
  count(view: PageView): void;
  /** Writes what was counted since the last flush; answers whether anything was written. */
  flush(): boolean;
}

export function createStatsCollector(store: StatsStore, now: () => Date = () => new Date()) {
  let day = '';
  let salt = randomBytes(32);
  let seen = new Set<string>();
  let days = new Map<string, DayIncrement>();
  let counts = new Map<string, CountIncrement>();

  function rollTo(today: string) {
    if (today === day) return;
    day = today;
    salt = randomBytes(32);
    seen = new Set();
  }

  function bump(kind: CountKind, key: string, at: string) {
    const id = `${kind}\u0000${at}\u0000${key}`;
    const entry = counts.get(id);
    if (entry) entry.count += 1;
    else counts.set(id, { day: at, kind, key, count: 1 });
  }

  const collector: StatsCollector = {
    count(view) {
      const today = statsDay(now());
      rollTo(today);
      const visitor = createHash('sha256')
        .update(salt)
        .update(today)
        .update(view.clientAddress)
        .update('\u0000')
        .update(view.userAgent)
        .digest('base64url');
      const isNew = !seen.has(visitor);
      if (isNew) seen.add(visitor);
      const entry = days.get(today) ?? { day: today, visitors: 0, views: 0 };
      entry.views += 1;
      if (isNew) entry.visitors += 1;
      days.set(today, entry);
      bump('page', view.path, today);
      if (view.productId) bump('product', view.productId, today);
      if (view.referrer) bump('referrer', view.referrer, today);
      if (view.campaign) bump('campaign', view.campaign, today);
    },
    flush() {
      if (days.size === 0 && counts.size === 0) return false;
      const dayRows = [...days.values()];
      const countRows = [...counts.values()];
      days = new Map();
      counts = new Map();
      store.add(dayRows, countRows);
      return true;
    },
  };
  return collector;
}
