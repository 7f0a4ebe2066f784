// Every edit the artist makes is written here: the draft the lists show and the outbox entry the
// sync pushes, in ONE transaction, so a change can never be shown without being queued (or the
// other way round), whatever happens to the studio in between.
import { AdminApiError, saveFieldsOf } from '@kawaii/shared';
import type { ContentCollection } from '../bridge/studio-operations.ts';
import { NOT_FOUND_MESSAGES, type CollectionRecords } from './collections.ts';
import type { StudioDb } from './database.ts';
import { draftRecord, type CollectionInputs, type DraftContext } from './draft-records.ts';
import type { MetaStore } from './meta-store.ts';
import {
  MEDIA_COLLECTION,
  type Fields,
  type OutboxEntry,
  type OutboxStore,
} from './outbox-store.ts';
import type { OwnVersions } from './own-versions.ts';
import type { RecordStore } from './record-store.ts';
import { localImageIds, localImagePath, newLocalId, replaceReference } from './references.ts';

/** What the local changes need to know about an image on this computer. */
export interface LocalImageLookup {
  /** undefined: no such image; null: not uploaded yet; else the server's path. */
  uploadedPath(imageId: string): string | null | undefined;
  /** Why the shop would refuse the image (too large), or null: said when it is chosen. */
  refusal(imageId: string): string | null;
}

interface LocalChangeStores {
  db: StudioDb;
  records: RecordStore;
  outbox: OutboxStore;
  meta: MetaStore;
  images: LocalImageLookup;
  ownVersions: OwnVersions;
  /** The signed-in artist, the author of new posts. */
  context(): Pick<DraftContext, 'user'>;
}

export type LocalChanges = ReturnType<typeof createLocalChanges>;

export function createLocalChanges(stores: LocalChangeStores) {
  const { db, records, outbox, meta, images, ownVersions } = stores;

  function draftContext(): DraftContext {
    return {
      now: new Date().toISOString(),
      user: stores.context().user,
      findCategory: (id) => records.find('categories', meta.resolveId(id)),
      findArtwork: (id) => records.find('artworks', meta.resolveId(id)),
    };
  }

  function notFound(collection: ContentCollection): AdminApiError {
    return new AdminApiError({ status: 404, message: NOT_FOUND_MESSAGES[collection] });
  }

  /**
   * Uses the server path of images already uploaded, and queues an upload (once per image, ahead
   * of the change that needs it) for the others.
   */
  function withImagesQueued<T>(input: T): T {
    let resolved = input;
    for (const imageId of localImageIds(input)) {
      const uploaded = images.uploadedPath(imageId);
      if (uploaded === undefined) {
        throw new AdminApiError({
          status: 400,
          message: 'An image of this form is no longer in the studio’s media library',
        });
      }
      const refusal = images.refusal(imageId);
      if (refusal !== null) {
        throw new AdminApiError({ status: 413, message: refusal, errors: { images: refusal } });
      }
      if (uploaded !== null) {
        resolved = replaceReference(resolved, localImagePath(imageId), uploaded);
      } else if (outbox.forRecord(MEDIA_COLLECTION, imageId).length === 0) {
        outbox.append({ kind: 'upload', collection: MEDIA_COLLECTION, recordId: imageId });
      }
    }
    return resolved;
  }

  /** The payload the server receives: the form's fields; the version travels separately. */
  function payloadOf(input: {
    version?: number;
    editedFrom?: unknown;
    idempotencyKey?: string;
  }): Record<string, unknown> {
    // The studio keeps its own base and keys (in the outbox entry).
    const { version: _version, editedFrom: _from, idempotencyKey: _key, ...fields } = input;
    return fields;
  }

  /**
   * The version a save of `recordId` builds on, and that version's fields when the studio has
   * them. A form opened before her own earlier save synced builds on the copy that save made.
   */
  function baseOf(
    collection: ContentCollection,
    recordId: string,
    formVersion: number | undefined,
  ): { baseVersion: number | null; baseRecord: Fields | null } {
    const copy = records.serverCopy<{ version: number }>(collection, recordId);
    if (copy === null) return { baseVersion: formVersion ?? null, baseRecord: null };
    const fromCopy = { baseVersion: copy.version, baseRecord: saveFieldsOf(collection, copy) };
    if (formVersion === undefined || formVersion === copy.version) return fromCopy;
    if (formVersion < copy.version) {
      if (ownVersions.onlyHersBetween(collection, recordId, formVersion, copy.version)) {
        return fromCopy;
      }
    }
    // Someone else changed it since the form was opened: the server's merge decides.
    return { baseVersion: formVersion, baseRecord: null };
  }

  /** The change a new save takes the place of: the record's last create or update, if any. */
  function replaceableEntry(earlier: readonly OutboxEntry[]): OutboxEntry | null {
    const last = earlier.at(-1);
    if (!last || (last.kind !== 'create' && last.kind !== 'update')) return null;
    if (last.kind === 'update') return last;
    // A create the server may have made (sent, answer unknown) is followed by an update instead.
    return neverCreated(last) ? last : null;
  }

  /** Dropping everything of a record made only here, and every link to it. */
  function forgetLocalRecord(collection: ContentCollection, recordId: string): void {
    outbox.removeForRecord(collection, recordId);
    records.removeDraft(collection, recordId);
    outbox.replaceReferences(recordId, null);
    records.replaceInDrafts(recordId, null);
  }

  return {
    /** Creates (id null) or updates a record locally and queues the change. */
    save<C extends ContentCollection>(
      collection: C,
      id: string | null,
      input: CollectionInputs[C],
    ): CollectionRecords[C] {
      return db.transaction(() => {
        const recordId = id === null ? newLocalId() : meta.resolveId(id);
        const base = id === null ? null : records.find<CollectionRecords[C]>(collection, recordId);
        if (id !== null && base === null) throw notFound(collection);

        const queuedInput = withImagesQueued(input);
        const draft = draftRecord(collection, recordId, queuedInput, base, draftContext());
        records.putDraft(collection, draft);

        const payload = payloadOf(queuedInput);
        const earlier = outbox.forRecord(collection, recordId);
        const replaced = replaceableEntry(earlier);
        if (replaced) {
          outbox.replacePayload(replaced.seq, payload, { newKey: replaced.kind === 'create' });
        } else if (id === null) {
          outbox.append({ kind: 'create', collection, recordId, payload });
        } else if (earlier.length > 0) {
          // Queued behind another change of the record: it builds on whatever version that one
          // gets from the server (set when it syncs).
          outbox.append({ kind: 'update', collection, recordId, payload, baseVersion: null });
        } else {
          const { baseVersion, baseRecord } = baseOf(collection, recordId, input.version);
          outbox.append({ kind: 'update', collection, recordId, payload, baseVersion, baseRecord });
        }
        return draft;
      })();
    },

    /** Hides the record at once and queues its deletion, with the version she saw. */
    remove(collection: ContentCollection, id: string): void {
      db.transaction(() => {
        const recordId = meta.resolveId(id);
        const current = records.find<{ _id: string; version: number }>(collection, recordId);
        if (current === null) throw notFound(collection);
        const earlier = outbox.forRecord(collection, recordId);
        const create = earlier.find((entry) => entry.kind === 'create');
        if (create && neverCreated(create)) {
          // Made and deleted before the server ever had it: nothing to send.
          forgetLocalRecord(collection, recordId);
          return;
        }
        records.putDraft(collection, current, { deleted: true });
        const copy = records.serverCopy<{ version: number }>(collection, recordId);
        outbox.append({
          kind: 'delete',
          collection,
          recordId,
          baseVersion: earlier.length > 0 ? null : (copy?.version ?? null),
        });
      })();
    },
  };
}

/** A create the server certainly does not have: never sent, or refused with an answer. */
export function neverCreated(entry: OutboxEntry): boolean {
  if (entry.kind !== 'create') return false;
  return entry.attempts === 0 || entry.state === 'rejected' || entry.state === 'conflict';
}
