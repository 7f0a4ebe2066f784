// Loading and saving the shop settings, version-checked: a save made from an older version than
// the stored one comes back as a conflict to resolve, never as a silent overwrite.

import { useQueryClient, useQuery } from '@tanstack/react-query';
import type { SettingsInput, ShopSettings } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { adminQuery } from '../data/admin-query.ts';
import { useInvalidateAdminReads } from '../data/use-admin-read.ts';

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
  const client = useQueryClient();
  const invalidate = useInvalidateAdminReads();
  const read = adminQuery(api, 'getSettings');
  // The form starts from what is stored now, never from an answer kept since the tab was last
  // open: a save from an older version would only come back as a conflict. So the answer is
  // dropped as soon as the tab closes.
  const query = useQuery({ ...read, gcTime: 0 });
  let load: SettingsLoad;
  if (query.data) load = { status: 'loaded', settings: query.data };
  else if (query.error) {
    const message = readFailure(query.error, 'Could not load the settings. Please try again.');
    load = { status: 'failed', message: message.message };
  } else load = { status: 'loading' };

  async function save(input: SettingsInput): Promise<SaveOutcome> {
    try {
      const settings = await api.saveSettings(input);
      client.setQueryData(read.queryKey, settings);
      // A settings change is also a line of the activity log.
      void invalidate('listActivity');
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
