// The statistics: page views counted without cookies (see collector.ts) and the report staff
// read, a period of days against the period of the same length before it.

import {
  countedPagePath,
  daysBetween,
  lastDays,
  previousPeriod,
  type StatsCount,
  type StatsHit,
  type StatsPeriod,
  type StatsProduct,
  type StatsQuery,
  type StatsReport,
} from '@kawaii/shared';
import type { PageView, StatsCollector } from './collector.ts';
import { optedOutOrBot, viewOf } from './page-views.ts';
import type { StatsStore } from './store.ts';
import type { IncomingMessage } from 'node:http';

const TOP = 10;
const DEFAULT_DAYS = 30;

export type StatsService = ReturnType<typeof createStatsService>;

export function createStatsService(
  store: StatsStore,
  collector: StatsCollector,
  now: () => Date = () => new Date(),
) {
  function period(from: string, to: string): StatsPeriod {
    const counted = new Map(store.days(from, to).map((row) => [row.day, row]));
    const sales = new Map(store.ordersByDay(from, to).map((row) => [row.day, row]));
    const series = daysBetween(from, to).map((day) => ({
      day,
      visitors: counted.get(day)?.visitors ?? 0,
      views: counted.get(day)?.views ?? 0,
      orders: sales.get(day)?.orders ?? 0,
      revenueCents: sales.get(day)?.revenueCents ?? 0,
    }));
    const sum = (pick: (day: (typeof series)[number]) => number) =>
      series.reduce((total, day) => total + pick(day), 0);
    const visitors = sum((day) => day.visitors);
    const orders = sum((day) => day.orders);
    return {
      from,
      to,
      visitors,
      views: sum((day) => day.views),
      orders,
      revenueCents: sum((day) => day.revenueCents),
      conversion: visitors === 0 ? 0 : Math.round((orders / visitors) * 10_000) / 10_000,
      series,
      topPages: counts(store.top('page', from, to, TOP)),
      topProducts: products(from, to),
      referrers: counts(store.top('referrer', from, to, TOP)),
      campaigns: counts(store.top('campaign', from, to, TOP)),
      promoCodes: counts(store.promoCodes(from, to)),
    };
  }

  /** Products by views, then by units sold; a product no longer in the shop is left out. */
  function products(from: string, to: string): StatsProduct[] {
    const byId = new Map<string, StatsProduct>();
    for (const row of store.top('product', from, to, 50)) {
      const title = store.productTitle(row.key);
      if (title) byId.set(row.key, { _id: row.key, title, views: row.count, unitsSold: 0 });
    }
    for (const row of store.unitsSold(from, to)) {
      const entry = byId.get(row.id);
      if (entry) entry.unitsSold = row.units;
      else {
        const title = store.productTitle(row.id);
        if (title) byId.set(row.id, { _id: row.id, title, views: 0, unitsSold: row.units });
      }
    }
    return [...byId.values()]
      .sort((a, b) => b.views - a.views || b.unitsSold - a.unitsSold)
      .slice(0, TOP);
  }

  return {
    report(query: StatsQuery): StatsReport {
      collector.flush();
      const fallback = lastDays(DEFAULT_DAYS, now());
      const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
      const from = query.from ?? lastDays(DEFAULT_DAYS, new Date(Date.parse(to))).from;
      const before = previousPeriod(from, to);
      return { ...period(from, to), previous: period(before.from, before.to) };
    },

    /** A navigation inside the site, reported by the browser. */
    countHit(hit: StatsHit, req: IncomingMessage & { ip?: string }): void {
      if (optedOutOrBot(req.headers)) return;
      const path = countedPagePath(hit.path);
      if (!path) return;
      collector.count(
        viewOf({
          path,
          url: hit.path,
          referrer: hit.referrer,
          hosts: [req.headers['host'] ?? null],
          clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
          userAgent: req.headers['user-agent'] ?? '',
        }),
      );
    },

    /** A page view the server saw (see page-views.ts). */
    countView: (view: PageView) => collector.count(view),

    /** Writes what was counted so far (the server does it every minute and on stopping). */
    flush: () => collector.flush(),
  };
}

function counts(rows: { key: string; count: number }[]): StatsCount[] {
  return rows.map((row) => ({ key: row.key, count: row.count }));
}
