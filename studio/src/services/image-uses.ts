// Which of her records show a picture: the drafts in the studio that are not on the shop yet.
// Named when she hides or deletes the picture, and when its file went missing before upload.
import type { MediaUse } from '@kawaii/shared';
import type { ContentCollection } from '../bridge/studio-operations.ts';
import { recordTitle } from './collections.ts';
import type { RecordStore } from './record-store.ts';

/** The kind of record each collection holds, as the media library names it. */
const USE_TYPE_OF: Partial<Record<ContentCollection, MediaUse['type']>> = {
  posts: 'blog',
  artworks: 'artwork',
  games: 'game',
  products: 'product',
  categories: 'category',
};

// Promotions and sales show no pictures: none of theirs uses one.
const showsImages = (collection: string): collection is ContentCollection =>
  Object.hasOwn(USE_TYPE_OF, collection);

export function draftsUsing(records: RecordStore, path: string): MediaUse[] {
  return records
    .draftsMentioning<{ _id: string }>(path)
    .flatMap(({ collection, record }) =>
      showsImages(collection)
        ? [{ type: USE_TYPE_OF[collection]!, id: record._id, title: recordTitle(record) }]
        : [],
    );
}
