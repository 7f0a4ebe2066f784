// Small facts the studio remembers between runs: the shop's address, who signed in, the last
// sync time, and the ids the server gave to records created offline.
import type { StudioDb } from './database.ts';

/** lastEmail outlives a sign-out, so the sign-in form can be filled in after it expired. */
export type MetaKey = 'serverUrl' | 'user' | 'sealedToken' | 'lastSyncAt' | 'lastEmail';

export type MetaStore = ReturnType<typeof createMetaStore>;

export function createMetaStore(db: StudioDb) {
  const statements = {
    get: db.prepare('SELECT value FROM meta WHERE key = ?').pluck(),
    set: db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    remove: db.prepare('DELETE FROM meta WHERE key = ?'),
    mapId: db.prepare('INSERT OR REPLACE INTO id_map (local_id, server_id) VALUES (?, ?)'),
    serverId: db.prepare('SELECT server_id FROM id_map WHERE local_id = ?').pluck(),
    clearIds: db.prepare('DELETE FROM id_map'),
  };

  return {
    get(key: MetaKey): string | null {
      return (statements.get.get(key) as string | undefined) ?? null;
    },
    set(key: MetaKey, value: string): void {
      statements.set.run(key, value);
    },
    remove(key: MetaKey): void {
      statements.remove.run(key);
    },

    mapId(localId: string, serverId: string): void {
      statements.mapId.run(localId, serverId);
    },
    /** The server's id for a temporary one; any other id is returned as it is. */
    resolveId(id: string): string {
      return (statements.serverId.get(id) as string | undefined) ?? id;
    },
    clearIdMap(): void {
      statements.clearIds.run();
    },
  };
}
