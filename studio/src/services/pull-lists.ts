// Pulling: the admin lists as the signed-in admin sees them (drafts and unpublished records
// included), the shop settings and the server's media library, stored in one transaction so
// the studio never shows half of one pull and half of another.
import { COLLECTION_OPERATIONS, MEDIA_MAX_PAGE_SIZE, type MediaItem } from '@kawaii/shared';
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
    const page = await client.api.listMedia({
      query: { offset: items.length, limit: MEDIA_MAX_PAGE_SIZE },
    });
    items.push(...page.items);
    if (!page.hasMore || page.items.length === 0) return items;
  }
}
