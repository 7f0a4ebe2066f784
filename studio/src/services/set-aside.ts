// Her versions she chose not to send: "Take the server's" never throws her copy away, it moves
// it here, where she can reopen it or restore it as a new save.
import type { SetAsideCopy } from '../bridge/studio-operations.ts';
import type { StudioDb } from './database.ts';

interface SetAsideRow {
  id: number;
  collection: string;
  record_id: string;
  title: string;
  data: string;
  reason: string;
  set_aside_at: string;
}

function toCopy(row: SetAsideRow): SetAsideCopy {
  return {
    id: String(row.id),
    collection: row.collection,
    recordId: row.record_id,
    title: row.title,
    record: JSON.parse(row.data) as Record<string, unknown>,
    reason: row.reason,
    setAsideAt: row.set_aside_at,
  };
}

export type SetAsideStore = ReturnType<typeof createSetAsideStore>;

export function createSetAsideStore(db: StudioDb) {
  const statements = {
    insert: db.prepare(
      `INSERT INTO set_aside (collection, record_id, title, data, reason, set_aside_at)
       VALUES (@collection, @recordId, @title, @data, @reason, @setAsideAt)`,
    ),
    all: db.prepare('SELECT * FROM set_aside ORDER BY id DESC'),
    one: db.prepare('SELECT * FROM set_aside WHERE id = ?'),
    remove: db.prepare('DELETE FROM set_aside WHERE id = ?'),
  };

  return {
    add(copy: Omit<SetAsideCopy, 'id' | 'setAsideAt'>): void {
      statements.insert.run({
        collection: copy.collection,
        recordId: copy.recordId,
        title: copy.title,
        data: JSON.stringify(copy.record),
        reason: copy.reason,
        setAsideAt: new Date().toISOString(),
      });
    },

    list(): SetAsideCopy[] {
      return (statements.all.all() as SetAsideRow[]).map(toCopy);
    },

    find(id: string): SetAsideCopy | null {
      const row = statements.one.get(Number(id)) as SetAsideRow | undefined;
      return row ? toCopy(row) : null;
    },

    remove(id: string): void {
      statements.remove.run(Number(id));
    },
  };
}
