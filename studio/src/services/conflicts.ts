// Conflicts: outbox entries the server refused. The artist sees what differs and chooses:
// keep mine (send it again on top of the server's version) or take the server's (drop the local
// change and keep the server's copy). Nothing is settled without that choice.
import { AdminApiError } from '@kawaii/shared';
import type {
  ConflictChoice,
  ConflictKind,
  FieldDifference,
  SyncConflict,
} from '../bridge/studio-operations.ts';
import { recordTitle } from './collections.ts';
import type { StudioDb } from './database.ts';
import type { MediaLibrary } from './media-library.ts';
import { MEDIA_COLLECTION, type OutboxEntry, type OutboxStore } from './outbox-store.ts';
import type { RecordStore } from './record-store.ts';
import { isLocalId, localImagePath } from './references.ts';

/** Bookkeeping fields: they always differ and mean nothing to the artist. */
const IGNORED_FIELDS = new Set(['_id', 'version', 'updatedAt', 'createdAt']);

/** A field's value as a short text: lists joined, linked records by their name. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(displayValue).join(', ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; title?: unknown };
    if (typeof named.name === 'string') return named.name;
    if (typeof named.title === 'string') return named.title;
    return JSON.stringify(value);
  }
  return String(value);
}

/** The fields whose shown values differ between the local record and the server's. */
export function fieldDifferences(mine: unknown, server: unknown): FieldDifference[] {
  const mineFields = (mine ?? {}) as Record<string, unknown>;
  const serverFields = (server ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(mineFields), ...Object.keys(serverFields)])];
  return fields
    .filter((field) => !IGNORED_FIELDS.has(field))
    .map((field) => ({
      field,
      mine: displayValue(mineFields[field]),
      server: displayValue(serverFields[field]),
    }))
    .filter((difference) => difference.mine !== difference.server);
}

function conflictKind(entry: OutboxEntry): ConflictKind {
  if (entry.state === 'rejected') return 'rejected';
  return entry.serverCopy === null ? 'deleted-on-server' : 'edited-on-server';
}

interface ConflictStores {
  db: StudioDb;
  records: RecordStore;
  outbox: OutboxStore;
  media: MediaLibrary;
}

export type Conflicts = ReturnType<typeof createConflicts>;

export function createConflicts(stores: ConflictStores) {
  const { db, records, outbox, media } = stores;

  function describe(entry: OutboxEntry): SyncConflict {
    const kind = conflictKind(entry);
    const base = {
      id: String(entry.seq),
      recordId: entry.recordId,
      kind,
      message: entry.problem ?? '',
      createdAt: entry.problemAt ?? entry.createdAt,
    };
    if (entry.collection === MEDIA_COLLECTION) {
      const image = media.find(entry.recordId);
      return { ...base, collection: 'media', title: image?.fileName ?? 'Image', differences: [] };
    }
    const mine = records.find(entry.collection, entry.recordId) ?? entry.payload;
    return {
      ...base,
      collection: entry.collection as SyncConflict['collection'],
      title: recordTitle(mine ?? entry.serverCopy),
      differences: entry.kind === 'delete' ? [] : fieldDifferences(mine, entry.serverCopy),
    };
  }

  function unsettled(seq: number): OutboxEntry {
    const entry = Number.isInteger(seq) ? outbox.entry(seq) : null;
    if (!entry || entry.state === 'pending') {
      throw new AdminApiError({ status: 404, message: 'This conflict is already settled' });
    }
    return entry;
  }

  function keepMine(entry: OutboxEntry): void {
    if (entry.state === 'rejected') {
      outbox.retry(entry.seq, entry.kind, entry.baseVersion);
    } else if (entry.serverCopy === null) {
      // Deleted on the server: keeping mine brings the record back as a new one.
      outbox.retry(entry.seq, 'create', null);
    } else {
      const { version } = entry.serverCopy as { version: number };
      outbox.retry(entry.seq, entry.kind, version);
    }
  }

  function takeServers(entry: OutboxEntry): void {
    db.transaction(() => {
      if (entry.collection === MEDIA_COLLECTION) {
        // The image cannot go up: the records that used it go without it.
        outbox.remove(entry.seq);
        outbox.replaceReferences(localImagePath(entry.recordId), null);
        records.replaceInDrafts(localImagePath(entry.recordId), null);
        return;
      }
      // Every queued change of the record builds on the one refused: they all go.
      outbox.removeForRecord(entry.collection, entry.recordId);
      records.removeDraft(entry.collection, entry.recordId);
      if (entry.state === 'conflict') {
        if (entry.serverCopy === null) records.removeServerCopy(entry.collection, entry.recordId);
        else records.putServerCopy(entry.collection, entry.serverCopy as { _id: string });
      }
      if (isLocalId(entry.recordId)) {
        // Records that pointed at a record that now never reaches the server lose the link;
        // the server then tells the artist if they cannot do without it.
        outbox.replaceReferences(entry.recordId, null);
        records.replaceInDrafts(entry.recordId, null);
      }
    })();
  }

  return {
    list(): SyncConflict[] {
      return outbox
        .entries()
        .filter((entry) => entry.state !== 'pending')
        .map(describe);
    },

    resolve(conflictId: string, choice: ConflictChoice): void {
      const entry = unsettled(Number(conflictId));
      if (choice === 'mine') keepMine(entry);
      else takeServers(entry);
    },
  };
}
