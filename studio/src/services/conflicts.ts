// Conflicts: outbox entries the server refused, conflicted with, or kept failing on. The artist
// sees what differs and chooses: keep mine (send it again on top of the server's version; only
// the fields she changed travel, so a sale made meanwhile stays), take the server's (her copy
// is moved to "Set aside", never thrown away), or for a refused create keep both. Nothing is
// settled without that choice.
import { AdminApiError, saveFieldsOf, threeWayMerge, type SyncedCollection } from '@kawaii/shared';
import { existsSync } from 'node:fs';
import type {
  ConflictChoice,
  ConflictKind,
  FieldDifference,
  MissingFile,
  SyncConflict,
} from '../bridge/studio-operations.ts';
import { recordTitle } from './collections.ts';
import { draftsUsing } from './image-uses.ts';
import type { StudioDb } from './database.ts';
import type { MediaLibrary } from './media-library.ts';
import {
  MEDIA_COLLECTION,
  type Fields,
  type OutboxEntry,
  type OutboxStore,
} from './outbox-store.ts';
import type { RecordStore } from './record-store.ts';
import { isLocalId, localImagePath } from './references.ts';
import type { SetAsideStore } from './set-aside.ts';

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
  if (entry.state === 'stuck') return 'stuck';
  return entry.serverCopy === null ? 'deleted-on-server' : 'edited-on-server';
}

/**
 * The next address for a second record: 'spring-sale' -> 'spring-sale-2' -> 'spring-sale-3'.
 * Only a short number counts up, so 'diary-2026' becomes 'diary-2026-2'.
 */
export function nextSlug(slug: string): string {
  const numbered = /^(.*)-(\d{1,2})$/.exec(slug);
  return numbered ? `${numbered[1]}-${Number(numbered[2]) + 1}` : `${slug}-2`;
}

interface ConflictStores {
  db: StudioDb;
  records: RecordStore;
  outbox: OutboxStore;
  media: MediaLibrary;
  setAside: SetAsideStore;
}

export type Conflicts = ReturnType<typeof createConflicts>;

export function createConflicts(stores: ConflictStores) {
  const { db, records, outbox, media, setAside } = stores;
  const fieldsOf = (collection: string, record: unknown): Fields =>
    saveFieldsOf(collection as SyncedCollection, record);

  function describe(entry: OutboxEntry): SyncConflict {
    const kind = conflictKind(entry);
    const common = {
      id: String(entry.seq),
      recordId: entry.recordId,
      kind,
      message: entry.problem ?? '',
      change: entry.kind,
      createdAt: entry.problemAt ?? entry.createdAt,
    };
    if (entry.collection === MEDIA_COLLECTION) {
      const image = media.find(entry.recordId);
      const missingFile: MissingFile | null =
        image !== null && media.isMissing(image)
          ? {
              filePath: image.filePath,
              hasPreview: existsSync(image.previewFile),
              waiting: draftsUsing(records, localImagePath(image.id)),
            }
          : null;
      return {
        ...common,
        kind: missingFile ? 'missing-file' : kind,
        collection: 'media',
        title: image?.fileName ?? 'Image',
        differences: [],
        conflictingFields: [],
        mine: null,
        server: null,
        canKeepBoth: false,
        missingFile,
      };
    }
    const mineRecord = records.find(entry.collection, entry.recordId) ?? entry.payload;
    const mine = entry.kind === 'delete' ? null : (entry.payload ?? null);
    const server = entry.serverCopy === null ? null : fieldsOf(entry.collection, entry.serverCopy);
    const conflictingFields =
      mine !== null && server !== null
        ? threeWayMerge(entry.baseRecord ?? {}, mine, server).conflicts
        : [];
    return {
      ...common,
      collection: entry.collection as SyncConflict['collection'],
      title: recordTitle(mineRecord ?? entry.serverCopy),
      differences: entry.kind === 'delete' ? [] : fieldDifferences(mineRecord, entry.serverCopy),
      conflictingFields,
      mine,
      server,
      canKeepBoth: entry.kind === 'create' && entry.state === 'rejected',
      missingFile: null,
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
      // A refusal the server keeps for its key: the same change goes again under a new one.
      outbox.retry(entry.seq, { newKey: true });
    } else if (entry.state === 'stuck') {
      outbox.retry(entry.seq);
    } else if (entry.serverCopy === null) {
      // Deleted on the server: keeping mine brings the record back as a new one.
      outbox.retry(entry.seq, {
        kind: 'create',
        baseVersion: null,
        baseRecord: null,
        newKey: true,
      });
    } else if (entry.kind === 'delete') {
      const { version } = entry.serverCopy as { version: number };
      outbox.retry(entry.seq, { baseVersion: version });
    } else {
      // Her value wins where both changed; the server's one-sided changes (a sale's stock) stay,
      // and only her changes travel, as a patch on the server's version.
      const current = entry.serverCopy as { version: number };
      const theirs = fieldsOf(entry.collection, current);
      const mine = entry.payload ?? {};
      const { merged, conflicts } = threeWayMerge(entry.baseRecord ?? {}, mine, theirs);
      for (const field of conflicts) merged[field] = mine[field];
      outbox.retry(entry.seq, {
        baseVersion: current.version,
        baseRecord: theirs,
        payload: merged,
      });
    }
  }

  function keepBoth(entry: OutboxEntry): void {
    if (entry.kind !== 'create' || entry.state !== 'rejected') {
      throw new AdminApiError({
        status: 400,
        message: 'Only a refused new item can be kept twice',
      });
    }
    const payload = { ...entry.payload };
    if (typeof payload['slug'] === 'string') payload['slug'] = nextSlug(payload['slug']);
    db.transaction(() => {
      outbox.retry(entry.seq, { payload, newKey: true });
      const draft = records.find<{ _id: string; slug?: unknown }>(entry.collection, entry.recordId);
      if (draft && typeof payload['slug'] === 'string') {
        records.putDraft(entry.collection, { ...draft, slug: payload['slug'] } as { _id: string });
      }
    })();
  }

  /** Her version, as the studio shows it, moved to "Set aside" before the server's is taken. */
  function setAsideHerCopy(entry: OutboxEntry): void {
    if (entry.kind === 'delete' || entry.collection === MEDIA_COLLECTION) return;
    const record = records.find<Fields & { _id: string }>(entry.collection, entry.recordId);
    const copy = record ?? entry.payload;
    if (!copy) return;
    setAside.add({
      collection: entry.collection,
      recordId: entry.recordId,
      title: recordTitle(copy),
      record: copy,
      reason: entry.problem ?? 'You kept the shop’s version',
    });
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
      setAsideHerCopy(entry);
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

    /** Each record with a change waiting: 'conflict' when one of them needs her choice. */
    recordStates(): Record<string, 'pending' | 'conflict'> {
      const states: Record<string, 'pending' | 'conflict'> = {};
      for (const entry of outbox.entries()) {
        if (entry.collection === MEDIA_COLLECTION) continue;
        if (entry.state !== 'pending') states[entry.recordId] = 'conflict';
        else states[entry.recordId] ??= 'pending';
      }
      return states;
    },

    /**
     * A picture whose file went missing goes up after all: as the preview the studio kept of it
     * (`replacement` null) or as another file she chose. The records waiting on it keep their
     * place and sync with the picture.
     */
    async replaceMissingFile(conflictId: string, replacement: string | null): Promise<void> {
      const entry = unsettled(Number(conflictId));
      if (entry.collection !== MEDIA_COLLECTION) {
        throw new AdminApiError({ status: 400, message: 'Only a picture’s file can be replaced' });
      }
      if (replacement === null) await media.useSavedPreview(entry.recordId);
      else await media.replaceFile(entry.recordId, replacement);
      outbox.retry(entry.seq);
    },

    resolve(conflictId: string, choice: ConflictChoice): void {
      const entry = unsettled(Number(conflictId));
      if (choice === 'mine') keepMine(entry);
      else if (choice === 'both') keepBoth(entry);
      else takeServers(entry);
    },
  };
}
