import type { ShopSettings } from '@kawaii/shared';
import { presentSettings } from './presenter.ts';
import type { SettingsStore } from './store.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(store: SettingsStore) {
  return {
    get(): ShopSettings {
      return presentSettings(store.get());
    },
  };
}
