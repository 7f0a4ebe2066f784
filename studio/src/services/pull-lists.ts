// Pulling: the admin lists as the signed-in admin sees them (drafts and unpublished records
// included), the shop settings and the server's media library, stored in one transaction so
// the studio never shows half of one pull and half of another.
import { COLLECTION_OPERATIONS } from '@kawaii/shared';
import { CONTENT_COLLECTIONS } from './collections.ts';
import type { StudioDb } from './database.ts';
import type { RecordStore } from './record-store.ts';
import type { ShopClient } from './shop-client.ts';

/** Where the pulled settings and media list are kept in the record store. */
export const SETTINGS_COLLECTION = 'settings';
export const SETTINGS_ID = 'settings';
export const SERVER_MEDIA_COLLECTION = 'server-media';

export function createListPuller(db: StudioDb, records: RecordStore, client: ShopClient) {
  return async function pullLists(): Promise<void> {
    const [lists, settings, media] = await Promise.all([
      Promise.all(
        CONTENT_COLLECTIONS.map((collection) =>
          client.send<{ _id: string }[]>(COLLECTION_OPERATIONS[collection].list),
        ),
      ),
      client.api.getSettings(),
      client.api.listMedia(),
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
