// The versions the server gave to the artist's own pushes. A form she opened before her own
// save synced still carries the older version; walking back through her own versions shows the
// newer copy is hers, so saving that form again is not a conflict with herself.
import type { StudioDb } from './database.ts';

export type OwnVersions = ReturnType<typeof createOwnVersions>;

export function createOwnVersions(db: StudioDb) {
  const statements = {
    record: db.prepare(
      `INSERT OR REPLACE INTO own_versions (collection, record_id, version, from_version)
       VALUES (?, ?, ?, ?)`,
    ),
    fromVersion: db
      .prepare(
        'SELECT from_version FROM own_versions WHERE collection = ? AND record_id = ? AND version = ?',
      )
      .pluck(),
    forget: db.prepare('DELETE FROM own_versions WHERE collection = ? AND record_id = ?'),
  };

  return {
    /** Her push turned `fromVersion` (0 for a create) into `version`. */
    record(collection: string, recordId: string, version: number, fromVersion: number): void {
      statements.record.run(collection, recordId, version, fromVersion);
    },

    /** Whether every version after `older` up to `newer` came from her own pushes. */
    onlyHersBetween(collection: string, recordId: string, older: number, newer: number): boolean {
      let version = newer;
      while (version > older) {
        const from = statements.fromVersion.get(collection, recordId, version) as
          number | undefined;
        if (from === undefined) return false;
        version = from;
      }
      return version === older;
    },

    forget(collection: string, recordId: string): void {
      statements.forget.run(collection, recordId);
    },
  };
}
