import type { SettingsInput, ShopSettings } from '@kawaii/shared';
import { newId } from '../db/ids.ts';
import type { ActivityLog } from '../activity/log.ts';
import { assertFreshVersion, nextRevision } from '../content/versioning.ts';
import { forbidden } from '../http/errors.ts';
import type { Viewer } from '../http/viewer.ts';
import { presentSettings } from './presenter.ts';
import type { SettingsStore } from './store.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

export const ZELLE_FOR_SUPERADMIN = 'Only the superadmin can change the Zelle payment details';

/** `activity` records who saved what; without it (page rendering, the assistant) nothing saves. */
export function createSettingsService(store: SettingsStore, activity: ActivityLog | null = null) {
  return {
    get(): ShopSettings {
      return presentSettings(store.get());
    },

    /**
     * Replaces the public settings; before the first save the stored version counts as 0.
     * Customers pay whoever the Zelle details name, so only the superadmin may change them.
     */
    update(
      { version, shippingZones, unpaidOrderHours, ...data }: SettingsInput,
      actor: Viewer,
    ): ShopSettings {
      return store.transaction(() => {
        const current = presentSettings(store.get());
        assertFreshVersion(version, current, () => current);
        const zelleChanged =
          data.zelle.phone !== current.zelle.phone || data.zelle.name !== current.zelle.name;
        if (zelleChanged && actor.role !== 'superadmin') throw forbidden(ZELLE_FOR_SUPERADMIN);
        const saved = {
          ...data,
          // Left out by a client that does not know them: kept as they are.
          shippingZones: shippingZones
            ? shippingZones.map((zone) => ({ ...zone, _id: zone._id || newId() }))
            : current.shippingZones,
          unpaidOrderHours: unpaidOrderHours ?? current.unpaidOrderHours,
        };
        store.save({ data: saved, ...nextRevision(current) });
        activity?.record(actor, {
          action: 'settings.update',
          subjectType: 'settings',
          subjectId: null,
          summary: zelleChanged
            ? `Changed the Zelle details to ${data.zelle.name} (${data.zelle.phone})`
            : 'Saved the shop settings',
        });
        return presentSettings(store.get());
      });
    },
  };
}
