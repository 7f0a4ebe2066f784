import type { SettingsInput, ShopSettings } from '@kawaii/shared';
import { newId } from '../db/ids.ts';
import type { ActivityLog } from '../activity/log.ts';
import { assertFreshVersion, nextRevision } from '../content/versioning.ts';
import { badRequest, forbidden } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import { mayChangePaymentDetails } from '../policies/settings.ts';
import { presentSettings } from './presenter.ts';
import type { SettingsStore } from './store.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

export const ZELLE_FOR_SUPERADMIN = 'Only the superadmin can change the Zelle payment details';
export const REWARD_ITEM_NOT_FOUND = 'The reward item must be one of the shop’s products';

/**
 * `activity` records who saved what; without it (page rendering, the assistant) nothing saves.
 * `productExists` checks the chosen reward item.
 */
export function createSettingsService(
  store: SettingsStore,
  activity: ActivityLog | null = null,
  productExists: (id: string) => boolean = () => false,
) {
  return {
    get(): ShopSettings {
      return presentSettings(store.get());
    },

    /**
     * Replaces the public settings; before the first save the stored version counts as 0.
     * Customers pay whoever the Zelle details name, so only the superadmin may change them.
     */
    update(
      {
        version,
        shippingZones,
        unpaidOrderHours,
        lowStockThreshold,
        layaway,
        tax,
        ...input
      }: SettingsInput,
      actor: Viewer,
    ): ShopSettings {
      return store.transaction(() => {
        const current = presentSettings(store.get());
        assertFreshVersion(version, current, () => current);
        const data = {
          ...input,
          rewardItemProductId:
            input.rewardItemProductId === undefined
              ? current.rewardItemProductId
              : input.rewardItemProductId,
        };
        const rewardItemChanged = data.rewardItemProductId !== current.rewardItemProductId;
        if (rewardItemChanged && data.rewardItemProductId !== null) {
          if (!productExists(data.rewardItemProductId)) {
            throw badRequest(REWARD_ITEM_NOT_FOUND, { rewardItemProductId: REWARD_ITEM_NOT_FOUND });
          }
        }
        const zelleChanged =
          data.zelle.phone !== current.zelle.phone || data.zelle.name !== current.zelle.name;
        if (zelleChanged && !mayChangePaymentDetails(actor)) throw forbidden(ZELLE_FOR_SUPERADMIN);
        const saved = {
          ...data,
          // Left out by a client that does not know them: kept as they are.
          shippingZones: shippingZones
            ? shippingZones.map((zone) => ({ ...zone, _id: zone._id || newId() }))
            : current.shippingZones,
          unpaidOrderHours: unpaidOrderHours ?? current.unpaidOrderHours,
          lowStockThreshold: lowStockThreshold ?? current.lowStockThreshold,
          layaway: layaway ?? current.layaway,
          tax: tax ?? current.tax,
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
