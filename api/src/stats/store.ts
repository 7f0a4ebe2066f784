// The statistics' tables (daily counts only) and the reads of orders the report sets beside them.

import type { Db } from '../db/connection.ts';

export type CountKind = 'page' | 'product' | 'referrer' | 'campaign';

export interface DayIncrement {
  day: string;
  visitors: number;
  views: number;
}

export interface CountIncrement {
  day: string;
  kind: CountKind;
  key: string;
  count: number;
}

export type StatsStore = ReturnType<typeof createStatsStore>;

/** The line under which the customers' own reward codes are counted, all together. */
export const REWARD_CODES = 'Reward codes';

// Orders that count: placed in the period, neither cancelled nor expired.
const COUNTED_ORDERS = `o.created_at >= ? AND o.created_at < ? AND o.status NOT IN ('cancelled', 'expired')`;

export function createStatsStore(db: Db) {
  const addDay = db.prepare<[DayIncrement]>(
    `INSERT INTO stats_days (day, visitors, views) VALUES (@day, @visitors, @views)
     ON CONFLICT (day) DO UPDATE SET visitors = visitors + excluded.visitors,
       views = views + excluded.views`,
  );
  const addCount = db.prepare<[CountIncrement]>(
    `INSERT INTO stats_counts (day, kind, key, count) VALUES (@day, @kind, @key, @count)
     ON CONFLICT (kind, day, key) DO UPDATE SET count = count + excluded.count`,
  );
  const days = db.prepare<[string, string], DayIncrement>(
    'SELECT day, visitors, views FROM stats_days WHERE day BETWEEN ? AND ? ORDER BY day',
  );
  const top = db.prepare<[CountKind, string, string, number], { key: string; count: number }>(
    `SELECT key, SUM(count) AS count FROM stats_counts WHERE kind = ? AND day BETWEEN ? AND ?
     GROUP BY key ORDER BY count DESC, key LIMIT ?`,
  );
  const ordersByDay = db.prepare<
    [string, string],
    { day: string; orders: number; revenueCents: number }
  >(
    `SELECT substr(o.created_at, 1, 10) AS day, COUNT(*) AS orders,
       SUM(o.total_cents) AS revenueCents
     FROM orders o WHERE ${COUNTED_ORDERS} GROUP BY day`,
  );
  const unitsSold = db.prepare<[string, string], { id: string; title: string; units: number }>(
    `SELECT i.product_id AS id, MAX(i.title) AS title, SUM(i.quantity) AS units
     FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE ${COUNTED_ORDERS} AND i.product_id IS NOT NULL GROUP BY i.product_id`,
  );
  // A promotion's code by name; customers' own reward codes (each one person's) together.
  const promoCodes = db.prepare<[string, string, string, string], { key: string; count: number }>(
    `SELECT key, COUNT(*) AS count FROM (
       SELECT o.promo_code AS key FROM orders o
       WHERE ${COUNTED_ORDERS} AND o.promo_code IS NOT NULL
       UNION ALL
       SELECT '${REWARD_CODES}' AS key FROM orders o
       WHERE ${COUNTED_ORDERS} AND o.reward_code IS NOT NULL)
     GROUP BY key ORDER BY count DESC, key LIMIT 20`,
  );
  const productTitle = db.prepare<[string], { title: string }>(
    'SELECT title FROM products WHERE id = ?',
  );

  const addAll = db.transaction((dayRows: DayIncrement[], counts: CountIncrement[]) => {
    for (const row of dayRows) addDay.run(row);
    for (const row of counts) addCount.run(row);
  });

  /** Orders' times are full ISO times: a period of days runs to the start of the day after. */
  const endOf = (to: string) => new Date(Date.parse(to) + 86_400_000).toISOString();
  const startOf = (from: string) => new Date(Date.parse(from)).toISOString();

  return {
    /** Adds counted views to the days and keys, in one transaction. */
    add(dayRows: DayIncrement[], counts: CountIncrement[]): void {
      if (dayRows.length > 0 || counts.length > 0) addAll(dayRows, counts);
    },
    days: (from: string, to: string) => days.all(from, to),
    top: (kind: CountKind, from: string, to: string, limit: number) =>
      top.all(kind, from, to, limit),
    ordersByDay: (from: string, to: string) => ordersByDay.all(startOf(from), endOf(to)),
    unitsSold: (from: string, to: string) => unitsSold.all(startOf(from), endOf(to)),
    promoCodes: (from: string, to: string) =>
      promoCodes.all(startOf(from), endOf(to), startOf(from), endOf(to)),
    productTitle: (id: string) => productTitle.get(id)?.title ?? null,
  };
}
