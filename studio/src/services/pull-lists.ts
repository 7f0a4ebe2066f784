// Pulling: the admin lists as the signed-in admin sees them (drafts and unpublished records
// included), the shop settings and the server's media library, stored in one transaction so
// the studio never shows half of one pull and half of another.
import {
  COLLECTION_OPERATIONS,
  MEDIA_MAX_PAGE_SIZE,
  unreachable,
  type MediaItem,
} from '@kawaii/shared';
import { CONTENT_COLLECTIONS } from './collections.ts';
import type { StudioDb } from './database.ts';
import type { RecordStore } from './record-store.ts';
import type { ShopClient } from './shop-client.ts';

/** Where the pulled settings and media list are kept in the record store. */
export const SETTINGS_COLLECTION = 'settings';
export const SETTINGS_ID = 'settings';
export const SERVER_MEDIA_COLLECTION = 'server-media';
/** The backup status as last read (kept by the admin API when it reads it, not by the pull). */
export const BACKUP_STATUS_COLLECTION = 'backup-status';

/** An answer unlike the API's (a list that is not one): the pull fails for now and is retried. */
const NOT_UNDERSTOOD = 'The shop’s answer was not understood';

function listOfRecords(answer: unknown): { _id: string }[] {
  const isRecord = (item: unknown) =>
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { _id?: unknown })._id === 'string';
  if (Array.isArray(answer) && answer.every(isRecord)) return answer as { _id: string }[];
  throw unreachable(NOT_UNDERSTOOD);
}

function anObject<T>(answer: T): T {
  if (typeof answer === 'object' && answer !== null && !Array.isArray(answer)) return answer;
  throw unreachable(NOT_UNDERSTOOD);
}

export function createListPuller(db: StudioDb, records: RecordStore, client: ShopClient) {
  return async function pullLists(): Promise<void> {
    const [lists, settings, media] = await Promise.all([
      Promise.all(
        CONTENT_COLLECTIONS.map(async (collection) =>
          listOfRecords(await client.send(COLLECTION_OPERATIONS[collection].list)),
        ),
      ),
      client.api.getSettings().then(anObject),
      wholeMediaLibrary(client),
    ]);
    db.transaction(() => {
      CONTENT_COLLECTIONS.forEach((collection, index) =>
        records.replaceServerCopies(collection, lists[index] ?? []),
      );
      records.replaceServerCopies(SETTINGS_COLLECTION, [settings], () => SETTINGS_ID);
      records.replaceServerCopies(SERVER_MEDIA_COLLECTION, media, (item) => item.id);
    })();
  };
}

/** Every page of the shop's media library, for working offline. */
async function wholeMediaLibrary(client: ShopClient): Promise<MediaItem[]> {
  const items: MediaItem[] = [];
  for (;;) {
    const page = anObject(
      await client.api.listMedia({ query: { offset: items.length, limit: MEDIA_MAX_PAGE_SIZE } }),
    );
    if (!Array.isArray(page.items)) throw unreachable(NOT_UNDERSTOOD);
    items.push(...page.items);
    if (!page.hasMore || page.items.length === 0) return items;
  }
}
