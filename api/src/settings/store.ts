import type { Db } from '../db/connection.ts';

/** The single settings row: a JSON document plus the stale-save fields. */
export interface SettingsRecord {
  data: unknown;
  updatedAt: string;
  version: number;
}

interface SettingsRow {
  data: string;
  updated_at: string;
  version: number;
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

export function createSettingsStore(db: Db) {
  const read = db.prepare<[], SettingsRow>(
    'SELECT data, updated_at, version FROM shop_settings WHERE id = 1',
  );
  const insert = db.prepare<[string, string, number]>(
    'INSERT INTO shop_settings (id, data, updated_at, version) VALUES (1, ?, ?, ?)',
  );
  const upsert = db.prepare<[string, string, number]>(
    `INSERT INTO shop_settings (id, data, updated_at, version) VALUES (1, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at,
       version = excluded.version`,
  );

  return {
    get(): SettingsRecord | null {
      const row = read.get();
      return row
        ? { data: JSON.parse(row.data), updatedAt: row.updated_at, version: row.version }
        : null;
    },

    insert(settings: SettingsRecord): void {
      insert.run(JSON.stringify(settings.data), settings.updatedAt, settings.version);
    },

    /** Writes the one settings row, whether or not it exists yet. */
    save(settings: SettingsRecord): void {
      upsert.run(JSON.stringify(settings.data), settings.updatedAt, settings.version);
    },

    /** Runs `work` in one transaction. */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}
