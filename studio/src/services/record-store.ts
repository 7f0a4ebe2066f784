// Records as the studio shows them: the last pulled server copy of each, overlaid with the
// artist's drafts (local changes not yet synced). Settings and the server's media list are kept
// here too, as one-record and many-record "collections".
import type { StudioDb } from './database.ts';
import { replaceReference } from './references.ts';

interface WithId {
  _id: string;
}

interface DraftRow {
  data: string;
  deleted: number;
}

export type RecordStore = ReturnType<typeof createRecordStore>;

export function createRecordStore(db: StudioDb) {
  const statements = {
    deleteCollection: db.prepare('DELETE FROM server_records WHERE collection = ?'),
    insertCopy: db.prepare(
      'INSERT INTO server_records (collection, id, position, data) VALUES (?, ?, ?, ?)',
    ),
    upsertCopy: db.prepare(
      `INSERT INTO server_records (collection, id, position, data)
       VALUES (@collection, @id,
         (SELECT COALESCE(MIN(position), 0) - 1 FROM server_records WHERE collection = @collection),
         @data)
       ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data`,
    ),
    deleteCopy: db.prepare('DELETE FROM server_records WHERE collection = ? AND id = ?'),
    copy: db.prepare('SELECT data FROM server_records WHERE collection = ? AND id = ?').pluck(),
    copies: db
      .prepare('SELECT data FROM server_records WHERE collection = ? ORDER BY position')
      .pluck(),
    upsertDraft: db.prepare(
      `INSERT INTO drafts (collection, id, data, deleted, updated_at)
       VALUES (@collection, @id, @data, @deleted, @updatedAt)
       ON CONFLICT (collection, id) DO UPDATE SET
         data = excluded.data, deleted = excluded.deleted, updated_at = excluded.updated_at`,
    ),
    deleteDraft: db.prepare('DELETE FROM drafts WHERE collection = ? AND id = ?'),
    draft: db.prepare('SELECT data, deleted FROM drafts WHERE collection = ? AND id = ?'),
    drafts: db.prepare(
      'SELECT id, data, deleted FROM drafts WHERE collection = ? ORDER BY updated_at DESC',
    ),
    allDrafts: db.prepare('SELECT collection, id, data FROM drafts'),
    collectionsMentioning: db
      .prepare('SELECT DISTINCT collection FROM drafts WHERE deleted = 0 AND instr(data, ?) > 0')
      .pluck(),
    draftsMentioning: db.prepare(
      'SELECT collection, data FROM drafts WHERE deleted = 0 AND instr(data, ?) > 0 ORDER BY updated_at DESC',
    ),
    renameDraft: db.prepare('UPDATE drafts SET id = ?, data = ? WHERE collection = ? AND id = ?'),
    clear: db.prepare('DELETE FROM server_records'),
  };

  const parse = <T>(data: string): T => JSON.parse(data) as T;

  function serverCopy<T>(collection: string, id: string): T | null {
    const data = statements.copy.get(collection, id) as string | undefined;
    return data === undefined ? null : parse<T>(data);
  }

  function serverCopies<T>(collection: string): T[] {
    return (statements.copies.all(collection) as string[]).map((data) => parse<T>(data));
  }

  return {
    /** A fresh pull: the server's list, in the server's order. */
    replaceServerCopies<T>(
      collection: string,
      records: readonly T[],
      idOf: (record: T) => string = (record) => (record as WithId)._id,
    ): void {
      statements.deleteCollection.run(collection);
      records.forEach((record, position) =>
        statements.insertCopy.run(collection, idOf(record), position, JSON.stringify(record)),
      );
    },

    /** The copy a push answered with; a new record goes first, as the server lists newest first. */
    putServerCopy(collection: string, record: WithId): void {
      statements.upsertCopy.run({ collection, id: record._id, data: JSON.stringify(record) });
    },

    removeServerCopy(collection: string, id: string): void {
      statements.deleteCopy.run(collection, id);
    },

    serverCopy,
    serverCopies,

    putDraft(collection: string, record: WithId, options: { deleted?: boolean } = {}): void {
      statements.upsertDraft.run({
        collection,
        id: record._id,
        data: JSON.stringify(record),
        deleted: options.deleted ? 1 : 0,
        updatedAt: new Date().toISOString(),
      });
    },

    removeDraft(collection: string, id: string): void {
      statements.deleteDraft.run(collection, id);
    },

    /** The collections with a draft that mentions `text` (a local image path). */
    collectionsMentioning(text: string): string[] {
      return statements.collectionsMentioning.all(JSON.stringify(text)) as string[];
    },

    /** The drafts that contain `text` as a value (an image path, a record id), newest first. */
    draftsMentioning<T extends WithId>(text: string): { collection: string; record: T }[] {
      const rows = statements.draftsMentioning.all(JSON.stringify(text)) as {
        collection: string;
        data: string;
      }[];
      return rows.map((row) => ({ collection: row.collection, record: parse<T>(row.data) }));
    },

    /** Rewrites a temporary id (or image path) inside every draft, the draft's own id included. */
    replaceInDrafts(from: string, to: string | null): void {
      const rows = statements.allDrafts.all() as { collection: string; id: string; data: string }[];
      for (const row of rows) {
        if (!row.data.includes(JSON.stringify(from)) && row.id !== from) continue;
        const record = replaceReference(parse<WithId>(row.data), from, to);
        const id = row.id === from && to !== null ? to : row.id;
        statements.renameDraft.run(
          id,
          JSON.stringify({ ...record, _id: id }),
          row.collection,
          row.id,
        );
      }
    },

    /** The record as the artist sees it: the draft when there is one; null when deleted. */
    find<T extends WithId>(collection: string, id: string): T | null {
      const draft = statements.draft.get(collection, id) as DraftRow | undefined;
      if (draft) return draft.deleted ? null : parse<T>(draft.data);
      return serverCopy<T>(collection, id);
    },

    /** The server's list with the drafts applied; records made locally come first. */
    list<T extends WithId>(collection: string): T[] {
      const drafts = new Map(
        (statements.drafts.all(collection) as (DraftRow & { id: string })[]).map((row) => [
          row.id,
          row,
        ]),
      );
      const fromServer = serverCopies<T>(collection).flatMap((copy) => {
        const draft = drafts.get(copy._id);
        if (!draft) return [copy];
        drafts.delete(copy._id);
        return draft.deleted ? [] : [parse<T>(draft.data)];
      });
      const madeLocally = [...drafts.values()]
        .filter((draft) => !draft.deleted)
        .map((draft) => parse<T>(draft.data));
      return [...madeLocally, ...fromServer];
    },

    /** Forgets every server copy (the studio was pointed at another shop). */
    clearServerCopies(): void {
      statements.clear.run();
    },
  };
}
