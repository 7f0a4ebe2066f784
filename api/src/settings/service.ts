import type { SettingsInput, ShopSettings } from '@kawaii/shared';
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
    update({ version, ...data }: SettingsInput): ShopSettings {
      return store.transaction(() => {
        const current = presentSettings(store.get());
        assertFreshVersion(version, current, () => current);
        store.save({ data, ...nextRevision(current) });
        return presentSettings(store.get());
      });
    },
  };
}
