// Loading and saving the shop settings, version-checked: a save made from an older version than
// the stored one comes back as a conflict to resolve, never as a silent overwrite.

import { useEffect, useState } from 'react';
import type { SettingsInput, ShopSettings } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';

export interface SettingsConflict {
  mine: SettingsInput;
  current: ShopSettings;
}

export type SaveOutcome =
  | { kind: 'saved'; settings: ShopSettings }
  | { kind: 'conflict'; conflict: SettingsConflict }
  | { kind: 'failed'; message: string; fieldErrors: Record<string, string> };

export type SettingsLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; settings: ShopSettings };

export function useSettingsEditor() {
  const api = useAdminApi();
  const [load, setLoad] = useState<SettingsLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    api.getSettings().then(
      (settings) => current && setLoad({ status: 'loaded', settings }),
      (error: unknown) =>
        current &&
        setLoad({
          status: 'failed',
          message: readFailure(error, 'Could not load the settings. Please try again.').message,
        }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  async function save(input: SettingsInput): Promise<SaveOutcome> {
    try {
      const settings = await api.saveSettings(input);
      return { kind: 'saved', settings };
    } catch (error) {
      const failure = readFailure(error);
      if (failure.staleRecord) {
        // The 409's record is the settings as stored now.
        const current = failure.staleRecord as unknown as ShopSettings;
        return { kind: 'conflict', conflict: { mine: input, current } };
      }
      return { kind: 'failed', message: failure.message, fieldErrors: failure.fieldErrors };
    }
  }

  return { load, save };
}
