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
  };
}
