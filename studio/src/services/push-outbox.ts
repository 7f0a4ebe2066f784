// Pushing the outbox: each entry in order, as the request the web admin would make, with the
// version it was edited from. The server's answer replaces the local copy; a temporary id or
// local image path becomes the server's in every later entry; a refusal stays in the outbox as
// a conflict for the artist, and the entries behind it on the same record wait.
import { readFile } from 'node:fs/promises';
import { AdminApiError } from '@kawaii/shared';
import type { ContentCollection } from '../bridge/studio-operations.ts';
import { COLLECTION_API_PATHS } from './collections.ts';
import type { StudioDb } from './database.ts';
import type { MediaLibrary } from './media-library.ts';
import type { MetaStore } from './meta-store.ts';
import type { OutboxEntry, OutboxStore } from './outbox-store.ts';
import type { RecordStore } from './record-store.ts';
import { isLocalId, localImagePath, unresolvedReferences } from './references.ts';
import { isUnreachable, type ShopClient } from './shop-client.ts';

export interface PushStores {
  db: StudioDb;
  records: RecordStore;
  outbox: OutboxStore;
  meta: MetaStore;
  media: MediaLibrary;
  client: ShopClient;
}

/** Why a push stopped before the end of the outbox. */
export type PushOutcome =
  { kind: 'done' } | { kind: 'unreachable'; message: string } | { kind: 'signed-out' };

interface VersionedRecord {
  _id: string;
  version: number;
}

/** Statuses that say "not now" rather than "no": the entry is tried again later. */
const RETRY_LATER = new Set([408, 425, 429, 500, 502, 503, 504]);

const EDITED_ON_SERVER = 'Changed on the website while you edited it in the studio';
const DELETED_ON_SERVER = 'Deleted on the website while you edited it in the studio';

const recordKey = (entry: { collection: string; recordId: string }) =>
  `${entry.collection}/${entry.recordId}`;

function describeRefusal(error: AdminApiError): string {
  const fields = Object.values(error.errors ?? {});
  const details = fields.filter((text) => text !== error.message);
  return details.length > 0 ? `${error.message}: ${details.join('; ')}` : error.message;
}

export function createOutboxPusher(stores: PushStores) {
  const { db, records, outbox, meta, media, client } = stores;

  /** After the server took an entry: the draft goes once nothing else of the record is queued. */
  function settle(entry: OutboxEntry, recordId: string): void {
    outbox.remove(entry.seq);
    if (outbox.forRecord(entry.collection, recordId).length === 0) {
      records.removeDraft(entry.collection, recordId);
    }
  }

  async function pushUpload(entry: OutboxEntry): Promise<void> {
    const image = media.find(entry.recordId);
    if (!image) {
      throw new AdminApiError({ status: 410, message: 'The image is no longer in the studio' });
    }
    let serverPath = image.uploadedPath;
    if (serverPath === null) {
      const bytes = await readFile(image.filePath).catch(() => {
        throw new AdminApiError({
          status: 410,
          message: `${image.filePath} is no longer on this computer`,
        });
      });
      const uploaded = await client.uploadImage(bytes, image.fileName);
      serverPath = uploaded.path;
      // Remembered at once, so a retry of this entry never uploads the image a second time.
      media.markUploaded(image.id, serverPath);
    }
    if (image.alt !== '') {
      await client.request('PUT', '/media/alt', { path: serverPath, alt: image.alt });
    }
    const uploadedPath = serverPath;
    db.transaction(() => {
      outbox.replaceReferences(localImagePath(image.id), uploadedPath);
      records.replaceInDrafts(localImagePath(image.id), uploadedPath);
      outbox.remove(entry.seq);
    })();
  }

  async function pushCreate(entry: OutboxEntry, path: string): Promise<void> {
    const record = await client.request<VersionedRecord>('POST', path, entry.payload);
    db.transaction(() => {
      records.putServerCopy(entry.collection, record);
      meta.mapId(entry.recordId, record._id);
      outbox.replaceReferences(entry.recordId, record._id);
      records.replaceInDrafts(entry.recordId, record._id);
      outbox.rebaseLater(entry.seq, entry.collection, record._id, record.version);
      settle(entry, record._id);
    })();
  }

  async function pushUpdate(entry: OutboxEntry, path: string): Promise<void> {
    const version =
      entry.baseVersion ??
      records.serverCopy<VersionedRecord>(entry.collection, entry.recordId)?.version;
    const record = await client.request<VersionedRecord>(
      'PUT',
      `${path}/${encodeURIComponent(entry.recordId)}`,
      { ...entry.payload, version },
    );
    db.transaction(() => {
      records.putServerCopy(entry.collection, record);
      outbox.rebaseLater(entry.seq, entry.collection, record._id, record.version);
      settle(entry, record._id);
    })();
  }

  async function pushDelete(entry: OutboxEntry, path: string): Promise<void> {
    try {
      await client.request('DELETE', `${path}/${encodeURIComponent(entry.recordId)}`);
    } catch (error) {
      // Already gone from the server: what the artist wanted.
      if (!(error instanceof AdminApiError && error.status === 404)) throw error;
    }
    db.transaction(() => {
      records.removeServerCopy(entry.collection, entry.recordId);
      settle(entry, entry.recordId);
    })();
  }

  function pushEntry(entry: OutboxEntry): Promise<void> {
    if (entry.kind === 'upload') return pushUpload(entry);
    const path = COLLECTION_API_PATHS[entry.collection as ContentCollection];
    switch (entry.kind) {
      case 'create':
        return pushCreate(entry, path);
      case 'update':
        return pushUpdate(entry, path);
      case 'delete':
        return pushDelete(entry, path);
    }
  }

  /** Keeps the entry, and both versions, for the artist to settle. */
  function recordRefusal(entry: OutboxEntry, error: AdminApiError): void {
    if (error.status === 409 && error.current !== undefined) {
      db.transaction(() => {
        outbox.markProblem(entry.seq, 'conflict', EDITED_ON_SERVER, error.current);
        records.putServerCopy(entry.collection, error.current as VersionedRecord);
      })();
    } else if (error.status === 404 && entry.kind === 'update') {
      db.transaction(() => {
        outbox.markProblem(entry.seq, 'conflict', DELETED_ON_SERVER, null);
        records.removeServerCopy(entry.collection, entry.recordId);
      })();
    } else {
      const serverCopy = records.serverCopy(entry.collection, entry.recordId);
      outbox.markProblem(entry.seq, 'rejected', describeRefusal(error), serverCopy);
    }
  }

  /** An entry waits while its record has an unsettled entry, or it needs something not synced. */
  function mustWait(entry: OutboxEntry, waiting: ReadonlySet<string>): boolean {
    if (entry.state !== 'pending' || waiting.has(recordKey(entry))) return true;
    if (entry.kind !== 'create' && isLocalId(entry.recordId)) return true;
    return unresolvedReferences(entry.payload).length > 0;
  }

  return async function pushOutbox(): Promise<PushOutcome> {
    const waiting = new Set<string>();
    for (const { seq } of outbox.entries()) {
      // Read again: an earlier push may have rewritten this entry's ids.
      const entry = outbox.entry(seq);
      if (!entry) continue;
      if (mustWait(entry, waiting)) {
        waiting.add(recordKey(entry));
        continue;
      }
      outbox.attempted(seq);
      try {
        await pushEntry(entry);
      } catch (error) {
        if (isUnreachable(error)) return { kind: 'unreachable', message: (error as Error).message };
        if (!(error instanceof AdminApiError)) throw error;
        if (error.status === 401) return { kind: 'signed-out' };
        if (RETRY_LATER.has(error.status)) {
          return { kind: 'unreachable', message: `The shop is not answering (${error.status})` };
        }
        recordRefusal(entry, error);
        waiting.add(recordKey(entry));
      }
    }
    return { kind: 'done' };
  };
}
