// Every edit the artist makes is written here: the draft the lists show and the outbox entry the
// sync pushes, in ONE transaction, so a change can never be shown without being queued (or the
// other way round), whatever happens to the studio in between.
import { AdminApiError } from '@kawaii/shared';
import type { ContentCollection } from '../bridge/studio-operations.ts';
import { NOT_FOUND_MESSAGES, type CollectionRecords } from './collections.ts';
import type { StudioDb } from './database.ts';
import { draftRecord, type CollectionInputs, type DraftContext } from './draft-records.ts';
import type { MetaStore } from './meta-store.ts';
import { MEDIA_COLLECTION, type OutboxStore } from './outbox-store.ts';
import type { RecordStore } from './record-store.ts';
import { localImageIds, localImagePath, newLocalId, replaceReference } from './references.ts';

/** What the local changes need to know about an image on this computer. */
export interface LocalImageLookup {
  /** undefined: no such image; null: not uploaded yet; else the server's path. */
  uploadedPath(imageId: string): string | null | undefined;
}

interface LocalChangeStores {
  db: StudioDb;
  records: RecordStore;
  outbox: OutboxStore;
  meta: MetaStore;
  images: LocalImageLookup;
  /** The signed-in artist, the author of new posts. */
  context(): Pick<DraftContext, 'user'>;
}

export type LocalChanges = ReturnType<typeof createLocalChanges>;

export function createLocalChanges(stores: LocalChangeStores) {
  const { db, records, outbox, meta, images } = stores;

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
      if (uploaded !== null) {
        resolved = replaceReference(resolved, localImagePath(imageId), uploaded);
      } else if (outbox.forRecord(MEDIA_COLLECTION, imageId).length === 0) {
        outbox.append({ kind: 'upload', collection: MEDIA_COLLECTION, recordId: imageId });
      }
    }
    return resolved;
  }

  /** The payload the server receives: the form's fields; the version travels separately. */
  function payloadOf(input: { version?: number }): Record<string, unknown> {
    const { version: _version, ...fields } = input;
    return fields;
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

        const earlier = outbox.forRecord(collection, recordId);
        outbox.append({
          kind: id === null ? 'create' : 'update',
          collection,
          recordId,
          payload: payloadOf(queuedInput),
          // A change queued behind another one of the same record builds on whatever version
          // the earlier one gets from the server (set when it syncs).
          baseVersion:
            id === null || earlier.length > 0 ? null : (input.version ?? base?.version ?? null),
        });
        return draft;
      })();
    },

    /** Hides the record at once and queues its deletion. */
    remove(collection: ContentCollection, id: string): void {
      db.transaction(() => {
        const recordId = meta.resolveId(id);
        const current = records.find<{ _id: string }>(collection, recordId);
        if (current === null) throw notFound(collection);
        records.putDraft(collection, current, { deleted: true });
        outbox.append({ kind: 'delete', collection, recordId });
      })();
    },
  };
}
