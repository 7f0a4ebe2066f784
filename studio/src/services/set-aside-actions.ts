// What she can do with a version she set aside: restore it (saved again, on top of whatever the
// shop has now, or as a new record when the shop no longer has it) or let it go.
import { AdminApiError, saveFieldsOf } from '@kawaii/shared';
import type { ContentCollection, SetAsideCopy } from '../bridge/studio-operations.ts';
import type { CollectionInputs } from './draft-records.ts';
import type { LocalChanges } from './local-changes.ts';
import type { MetaStore } from './meta-store.ts';
import type { RecordStore } from './record-store.ts';
import type { SetAsideStore } from './set-aside.ts';
import type { SyncEngine } from './sync-engine.ts';

interface SetAsideParts {
  store: SetAsideStore;
  records: RecordStore;
  meta: MetaStore;
  changes: LocalChanges;
  sync: Pick<SyncEngine, 'pushSoon'>;
}

export function createSetAsideActions({ store, records, meta, changes, sync }: SetAsideParts) {
  function found(copyId: string): SetAsideCopy {
    const copy = store.find(copyId);
    if (!copy)
      throw new AdminApiError({ status: 404, message: 'This copy is no longer set aside' });
    return copy;
  }

  return {
    list: () => store.list(),

    restore(copyId: string): SetAsideCopy[] {
      const copy = found(copyId);
      const collection = copy.collection as ContentCollection;
      const input = saveFieldsOf(collection, copy.record);
      const current = records.find<{ _id: string; version: number }>(
        collection,
        meta.resolveId(copy.recordId),
      );
      if (current) {
        changes.save(collection, current._id, {
          ...input,
          version: current.version,
        } as CollectionInputs[typeof collection]);
      } else {
        changes.save(collection, null, input as CollectionInputs[typeof collection]);
      }
      store.remove(copyId);
      sync.pushSoon();
      return store.list();
    },

    discard(copyId: string): SetAsideCopy[] {
      found(copyId);
      store.remove(copyId);
      return store.list();
    },
  };
}
