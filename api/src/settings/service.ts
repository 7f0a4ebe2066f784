import type { SettingsInput, ShopSettings } from '@kawaii/shared';
import { newId } from '../db/ids.ts';
import { assertFreshVersion, nextRevision } from '../content/versioning.ts';
import { presentSettings } from './presenter.ts';
import type { SettingsStore } from './store.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(store: SettingsStore) {
  return {
    get(): ShopSettings {
      return presentSettings(store.get());
    },

    /** Replaces the public settings; before the first save the stored version counts as 0. */
    update({ version, shippingZones, unpaidOrderHours, ...data }: SettingsInput): ShopSettings {
      return store.transaction(() => {
        const current = presentSettings(store.get());
        assertFreshVersion(version, current, () => current);
        const saved = {
          ...data,
          // Left out by a client that does not know them: kept as they are.
          shippingZones: shippingZones
            ? shippingZones.map((zone) => ({ ...zone, _id: zone._id || newId() }))
            : current.shippingZones,
          unpaidOrderHours: unpaidOrderHours ?? current.unpaidOrderHours,
        };
        store.save({ data: saved, ...nextRevision(current) });
        return presentSettings(store.get());
      });
    },
  };
}
