import type { Db } from '../db/connection.ts';

/**
 * When each table of the database was last written, as a sequence number that only grows. A
 * stored answer remembers the number current when it was made and the tables it read; it stays
 * fresh while none of those tables has a later write. So an expiring order drops the pages that
 * show stock, not the blog.
 *
 * Writes through this connection are seen by temporary triggers on every table (created here, so
 * a table a later migration adds is covered without anyone remembering to). Commits by another
 * connection (the create-admin command, a second process) move `PRAGMA data_version`, and count
 * as a write to every table. A virtual table (the full-text index) cannot carry triggers: reading
 * it counts as reading everything.
 */
export interface TableWrites {
  /** The sequence number now: an answer made from here on is fresh until a later write. */
  now(): number;
  /** The last write to any of these tables (EVERY_TABLE: to any table), or another connection's. */
  lastWriteTo(tables: readonly string[] | typeof EVERY_TABLE): number;
  /** Whether `name` is a table the versions cover; virtual tables map to EVERY_TABLE. */
  classify(name: string): 'table' | typeof EVERY_TABLE | null;
}

export const EVERY_TABLE = '*';

/**
 * Columns no public answer shows, changed often by private events (points earned by each order,
 * a sign-out everywhere, an address saved at checkout): an update of these alone is not a write
 * a stored answer needs to see. `updated_at` goes with them since every update sets it.
 */
const PRIVATE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: [
    'reward_points',
    'session_version',
    'password_hash',
    'pending_email',
    'email_verified',
    'phone',
    'address',
    'shipping_address',
    'updated_at',
  ],
};

const WRITTEN = 'kawaii_cache_table_written';

const installed = new WeakMap<Db, TableWrites>();

/** Installs the triggers once per connection; later calls answer the same tracker. */
export function tableWrites(db: Db): TableWrites {
  let writes = installed.get(db);
  if (!writes) {
    writes = install(db);
    installed.set(db, writes);
  }
  return writes;
}

function install(db: Db): TableWrites {
  let sequence = 1;
  let lastAny = 0;
  const last = new Map<string, number>();
  db.function(WRITTEN, { deterministic: false, varargs: false }, (table: unknown) => {
    sequence += 1;
    lastAny = sequence;
    last.set(String(table), sequence);
    return null;
  });

  const tables = db
    .prepare(
      `SELECT name, sql FROM sqlite_master
       WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations'`,
    )
    .all() as { name: string; sql: string }[];
  const virtual = tables.filter((table) => /^\s*CREATE\s+VIRTUAL/i.test(table.sql));
  const isShadow = (name: string) => virtual.some((table) => name.startsWith(`${table.name}_`));
  const plain = new Set<string>();
  const whole = new Set<string>(virtual.map((table) => table.name));
  for (const { name, sql } of tables) {
    if (whole.has(name)) continue;
    if (isShadow(name) || /^\s*CREATE\s+VIRTUAL/i.test(sql)) {
      whole.add(name);
      continue;
    }
    plain.add(name);
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const literal = `'${name.replace(/'/g, "''")}'`;
    for (const event of ['INSERT', ...updateOf(db, name), 'DELETE']) {
      const trigger = `"kawaii_cache_${event.split(' ')[0]!.toLowerCase()}_${name.replace(/"/g, '""')}"`;
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS ${trigger} AFTER ${event} ON main.${quoted}
         BEGIN SELECT ${WRITTEN}(${literal}); END`,
      );
    }
  }

  // Another connection's commit: every table may have changed.
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let seenDataVersion = dataVersion.get() as number;
  const othersCommitted = () => {
    const current = dataVersion.get() as number;
    if (current !== seenDataVersion) {
      seenDataVersion = current;
      sequence += 1;
      lastAny = sequence;
      return sequence;
    }
    return 0;
  };
  let othersLast = 0;

  return {
    now() {
      othersLast = Math.max(othersLast, othersCommitted());
      return sequence;
    },
    lastWriteTo(names) {
      othersLast = Math.max(othersLast, othersCommitted());
      if (names === EVERY_TABLE) return Math.max(lastAny, othersLast);
      let latest = othersLast;
      for (const name of names) latest = Math.max(latest, last.get(name) ?? 0);
      return latest;
    },
    classify(name) {
      if (plain.has(name)) return 'table';
      if (whole.has(name)) return EVERY_TABLE;
      return null;
    },
  };
}

/** 'UPDATE', or 'UPDATE OF ...' every column but the private ones (none left: no trigger). */
function updateOf(db: Db, table: string): string[] {
  const hidden = PRIVATE_COLUMNS[table];
  if (!hidden) return ['UPDATE'];
  const columns = (db.pragma(`table_info("${table.replace(/"/g, '""')}")`) as { name: string }[])
    .map((column) => column.name)
    .filter((column) => !hidden.includes(column));
  return columns.length === 0 ? [] : [`UPDATE OF ${columns.map((c) => `"${c}"`).join(', ')}`];
}
