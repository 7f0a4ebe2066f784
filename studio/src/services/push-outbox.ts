// Pushing the outbox: each entry in order, as the request the web admin would make. A create
// carries its Idempotency-Key (a lost answer is replayed, never doubled), an update sends only
// the fields that changed from the version it was based on, a delete sends that version. A
// stale update is merged with the server's copy by the shared three-way rule and sent again
// when only one side changed each field; a real conflict, a refusal, or a change the server
// keeps failing on (5xx) waits for the artist, and only the entries of that same record wait
// behind it.
import { readFile } from 'node:fs/promises';
import {
  AdminApiError,
  COLLECTION_OPERATIONS,
  changedFields,
  isUnreachable,
  patchFields,
  sameFieldValue,
  saveFieldsOf,
  threeWayMerge,
  unreachable,
  type AnyOperation,
  type CollectionOperations,
  type SyncedCollection,
} from '@kawaii/shared';
import type { ContentCollection } from '../bridge/studio-operations.ts';
import type { StudioDb } from './database.ts';
import type { MediaLibrary } from './media-library.ts';
import type { MetaStore } from './meta-store.ts';
import type { Fields, OutboxEntry, OutboxStore } from './outbox-store.ts';
import type { OwnVersions } from './own-versions.ts';
import type { RecordStore } from './record-store.ts';
import { isLocalId, localImagePath, unresolvedReferences } from './references.ts';
import { entryRetryDelayMs, LONGEST_ENTRY_DELAY_MS } from './retry-delay.ts';
import type { ShopClient } from './shop-client.ts';

export interface PushStores {
  db: StudioDb;
  records: RecordStore;
  outbox: OutboxStore;
  meta: MetaStore;
  media: MediaLibrary;
  client: ShopClient;
  ownVersions: OwnVersions;
  /** The pause before trying again a change the shop failed on `attempts` times. */
  entryRetryDelayMs?: (attempts: number) => number;
}

/** How a push ended. `retryAt`: the earliest moment a change the shop failed on is due again. */
export type PushOutcome =
  | { kind: 'done'; retryAt?: Date | null }
  | { kind: 'unreachable'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'forbidden'; message: string };

interface VersionedRecord {
  _id: string;
  version: number;
}

/** Statuses that say "not now" rather than "no": the entry is tried again later. */
const RETRY_LATER = new Set([408, 425, 429, 500, 502, 503, 504]);
/** Tries of one change before it is shown as stuck. */
export const MAX_ATTEMPTS = 5;
/** Merges in a row before a record that keeps changing on the server becomes a conflict. */
const MAX_MERGES = 3;

const EDITED_ON_SERVER = 'Changed on the website while you edited it in the studio';
const DELETED_ON_SERVER = 'Deleted on the website while you edited it in the studio';
const EDITED_BEFORE_DELETE = 'Changed on the website after you deleted it in the studio';

/** An answer that is not what the shop's API answers: like one that never arrived. */
export const NOT_UNDERSTOOD = 'The shop’s answer was not understood';

function isObject(answer: unknown): answer is Record<string, unknown> {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer);
}

/** A saved record as the API answers it; anything else is retried later, never taken as done. */
function savedRecord(answer: unknown): VersionedRecord {
  if (
    isObject(answer) &&
    typeof answer['_id'] === 'string' &&
    Number.isInteger(answer['version'])
  ) {
    return answer as unknown as VersionedRecord;
  }
  throw unreachable(NOT_UNDERSTOOD);
}

const recordKey = (entry: { collection: string; recordId: string }) =>
  `${entry.collection}/${entry.recordId}`;

function describeRefusal(error: AdminApiError): string {
  const fields = Object.values(error.errors ?? {});
  const details = fields.filter((text) => text !== error.message);
  return details.length > 0 ? `${error.message}: ${details.join('; ')}` : error.message;
}

export function createOutboxPusher(stores: PushStores) {
  const { db, records, outbox, meta, media, client, ownVersions } = stores;
  const retryDelay = stores.entryRetryDelayMs ?? entryRetryDelayMs;
  const fieldsOf = (collection: string, record: unknown): Fields =>
    saveFieldsOf(collection as SyncedCollection, record);

  /**
   * After the server took an entry. A new save that replaced it meanwhile is not lost: it stays,
   * as an update of what the server now holds. Otherwise the entry goes, later entries of the
   * record build on the new version, and the draft goes once nothing else is queued.
   */
  function settle(sent: OutboxEntry, record: VersionedRecord): void {
    const now = outbox.entry(sent.seq);
    const base = fieldsOf(sent.collection, record);
    if (now && now.revision !== sent.revision) {
      outbox.retry(sent.seq, { kind: 'update', baseVersion: record.version, baseRecord: base });
      return;
    }
    outbox.remove(sent.seq);
    outbox.rebaseLater(sent.seq, sent.collection, record._id, record.version, base);
    if (outbox.forRecord(sent.collection, record._id).length === 0) {
      records.removeDraft(sent.collection, record._id);
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
      const uploaded: unknown = await client.uploadImage(bytes, image.fileName);
      if (!isObject(uploaded) || typeof uploaded['path'] !== 'string') {
        throw unreachable(NOT_UNDERSTOOD);
      }
      serverPath = uploaded['path'];
      // Remembered at once, so a retry of this entry never uploads the image a second time.
      media.markUploaded(image.id, serverPath);
    }
    if (image.alt !== '') {
      await client.api.setMediaAlt({ body: { path: serverPath, alt: image.alt } });
    }
    const uploadedPath = serverPath;
    db.transaction(() => {
      outbox.replaceReferences(localImagePath(image.id), uploadedPath);
      records.replaceInDrafts(localImagePath(image.id), uploadedPath);
      outbox.remove(entry.seq);
    })();
  }

  async function pushCreate(entry: OutboxEntry, create: AnyOperation): Promise<void> {
    const record = savedRecord(
      await client.send(
        create,
        { body: entry.payload },
        { idempotencyKey: entry.idempotencyKey ?? undefined },
      ),
    );
    db.transaction(() => {
      records.putServerCopy(entry.collection, record);
      meta.mapId(entry.recordId, record._id);
      ownVersions.record(entry.collection, record._id, record.version, 0);
      outbox.replaceReferences(entry.recordId, record._id);
      records.replaceInDrafts(entry.recordId, record._id);
      settle({ ...entry, recordId: record._id }, record);
    })();
  }

  /**
   * The base to merge on: a value the server holds because of her own earlier send (an answer
   * she lost) counts as hers, not as someone else's change.
   */
  function baseWithHerLostSend(base: Fields, sent: Fields | null, theirs: Fields): Fields {
    if (sent === null) return base;
    const adjusted = { ...base };
    for (const [field, value] of Object.entries(changedFields(base, sent))) {
      if (sameFieldValue(theirs[field], value)) adjusted[field] = theirs[field];
    }
    return adjusted;
  }

  async function pushUpdate(first: OutboxEntry, patch: AnyOperation): Promise<void> {
    const copy = records.serverCopy<VersionedRecord>(first.collection, first.recordId);
    let entry = first;
    // Version 0 never exists on the server: without a known base the server answers with its
    // copy (409), and every differing field is then hers to decide.
    let baseVersion = entry.baseVersion ?? copy?.version ?? 0;
    let base =
      entry.baseRecord ??
      (copy !== null && copy.version === baseVersion ? fieldsOf(entry.collection, copy) : null);
    let mine = entry.payload ?? {};

    for (let merges = 0; ; merges += 1) {
      const changes = base === null ? { ...mine } : patchFields(base, mine);
      if (Object.keys(changes).length === 0 && copy !== null && copy.version === baseVersion) {
        db.transaction(() => settle(entry, copy))();
        return;
      }
      outbox.sent(entry.seq, mine);
      try {
        const record = savedRecord(
          await client.send(patch, {
            params: { id: first.recordId },
            body: { version: baseVersion, ...changes },
          }),
        );
        db.transaction(() => {
          records.putServerCopy(entry.collection, record);
          ownVersions.record(entry.collection, record._id, record.version, baseVersion);
          settle(entry, record);
        })();
        return;
      } catch (error) {
        if (!(error instanceof AdminApiError && error.isStaleSave) || merges >= MAX_MERGES) {
          throw error;
        }
        const current = error.current as VersionedRecord;
        const theirs = fieldsOf(entry.collection, current);
        const mergeBase = baseWithHerLostSend(base ?? {}, entry.sentPayload, theirs);
        const { merged, conflicts } = threeWayMerge(mergeBase, mine, theirs);
        if (conflicts.length > 0) throw error;
        // Only one side changed each field: send hers again on top of the server's version.
        db.transaction(() => {
          records.putServerCopy(entry.collection, current);
          outbox.retry(entry.seq, {
            baseVersion: current.version,
            baseRecord: theirs,
            payload: merged,
          });
        })();
        entry = outbox.entry(entry.seq) ?? entry;
        baseVersion = current.version;
        base = theirs;
        mine = merged;
      }
    }
  }

  async function pushDelete(entry: OutboxEntry, remove: AnyOperation): Promise<void> {
    const version =
      entry.baseVersion ??
      records.serverCopy<VersionedRecord>(entry.collection, entry.recordId)?.version;
    const headers: Record<string, string> =
      version === undefined ? {} : { 'If-Match': `"${version}"` };
    try {
      const answer: unknown = await client.send(
        remove,
        { params: { id: entry.recordId } },
        { headers },
      );
      // The API confirms a delete with its message; no other answer counts as done.
      if (!isObject(answer) || typeof answer['message'] !== 'string') {
        throw unreachable(NOT_UNDERSTOOD);
      }
    } catch (error) {
      // Already gone from the server: what the artist wanted.
      if (!(error instanceof AdminApiError && error.status === 404)) throw error;
    }
    db.transaction(() => {
      records.removeServerCopy(entry.collection, entry.recordId);
      ownVersions.forget(entry.collection, entry.recordId);
      outbox.remove(entry.seq);
      if (outbox.forRecord(entry.collection, entry.recordId).length === 0) {
        records.removeDraft(entry.collection, entry.recordId);
      }
    })();
  }

  function pushEntry(entry: OutboxEntry): Promise<void> {
    if (entry.kind !== 'update') outbox.sent(entry.seq, entry.payload);
    if (entry.kind === 'upload') return pushUpload(entry);
    const calls: CollectionOperations =
      COLLECTION_OPERATIONS[entry.collection as ContentCollection];
    switch (entry.kind) {
      case 'create':
        return pushCreate(entry, calls.create);
      case 'update':
        return pushUpdate(entry, calls.patch);
      case 'delete':
        return pushDelete(entry, calls.remove);
    }
  }

  /** Keeps the entry, and both versions, for the artist to settle. */
  function recordRefusal(entry: OutboxEntry, error: AdminApiError): void {
    if (error.status === 409 && error.current !== undefined) {
      const message = entry.kind === 'delete' ? EDITED_BEFORE_DELETE : EDITED_ON_SERVER;
      db.transaction(() => {
        outbox.markProblem(entry.seq, 'conflict', message, error.current);
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

  /** A server failure: tried again after a pause, or shown as stuck after MAX_ATTEMPTS tries. */
  function recordServerFailure(entry: OutboxEntry, error: AdminApiError): Date | null {
    const attempts = outbox.entry(entry.seq)?.attempts ?? entry.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      const problem = `The shop failed on this change ${attempts} times (${error.status}: ${error.message}). Try again later, or keep the shop's version.`;
      outbox.markProblem(
        entry.seq,
        'stuck',
        problem,
        records.serverCopy(entry.collection, entry.recordId),
      );
      return null;
    }
    const at = new Date(Date.now() + retryDelay(attempts));
    outbox.defer(entry.seq, at);
    return at;
  }

  /**
   * When a deferred entry is due. No pause is ever longer than LONGEST_ENTRY_DELAY_MS: a later
   * time was set by a clock that has since been put back, and the entry is due now.
   */
  function dueAt(entry: OutboxEntry, now: number): number {
    const at = Date.parse(entry.nextAttemptAt ?? '');
    if (!Number.isFinite(at) || at > now + LONGEST_ENTRY_DELAY_MS) return now;
    return at;
  }

  /** An entry waits while its record has an unsettled entry, or it needs something not synced. */
  function mustWait(entry: OutboxEntry, waiting: ReadonlySet<string>, now: number): boolean {
    if (entry.state !== 'pending' || waiting.has(recordKey(entry))) return true;
    if (entry.nextAttemptAt !== null && dueAt(entry, now) > now) return true;
    if (entry.kind !== 'create' && isLocalId(entry.recordId)) return true;
    return unresolvedReferences(entry.payload).length > 0;
  }

  /** The earliest moment a deferred entry is due again. */
  function nextDue(): Date | null {
    const now = Date.now();
    const due = outbox
      .entries()
      .filter((entry) => entry.state === 'pending' && entry.nextAttemptAt !== null)
      .map((entry) => dueAt(entry, now));
    return due.length === 0 ? null : new Date(Math.min(...due));
  }

  return async function pushOutbox(): Promise<PushOutcome> {
    const waiting = new Set<string>();
    const now = Date.now();
    for (const { seq } of outbox.entries()) {
      // Read again: an earlier push may have rewritten this entry's ids.
      const entry = outbox.entry(seq);
      if (!entry) continue;
      if (mustWait(entry, waiting, now)) {
        waiting.add(recordKey(entry));
        continue;
      }
      try {
        await pushEntry(entry);
      } catch (error) {
        if (isUnreachable(error)) return { kind: 'unreachable', message: (error as Error).message };
        if (!(error instanceof AdminApiError)) throw error;
        if (error.status === 401) return { kind: 'signed-out' };
        if (error.status === 403) return { kind: 'forbidden', message: error.message };
        if (RETRY_LATER.has(error.status)) recordServerFailure(entry, error);
        else recordRefusal(entry, error);
        waiting.add(recordKey(entry));
      }
    }
    return { kind: 'done', retryAt: nextDue() };
  };
}
