// The shop settings the checkout and the payment instructions need (shipping zones, the Zelle
// payee) come with the page: the root route reads them once per page load and the chrome provides
// them. Only when that read failed are they asked for here, in the browser.
//
// The rule: a public page's first load never carries the query library. This module is imported
// only by views that load lazily (the checkout step, the order page, the dashboard's orders), so
// the public reads' cache arrives with them (see query/public-reads.ts). Both hooks share its one
// entry, so a page without settings asks the server once, not once per hook; a failed ask is
// asked again the next time one of those views opens, and an answer is kept for the rest of the
// visit, as the root route keeps its own.

import { useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@kawaii/shared';
import { createHttpPublicApi } from '../api/http-public-api.ts';
import { publicReads } from '../query/public-reads.ts';
import { queryKeyFor } from '../query/query-keys.ts';

const readSettings = () => createHttpPublicApi(fetch).getSettings();

export function settingsFallbackQuery(read: () => Promise<ShopSettings> = readSettings) {
  return {
    queryKey: queryKeyFor('getSettings'),
    queryFn: () =>
      read().catch((error: unknown) => {
        // The views show what they can without them; the failure is for whoever looks.
        console.error('Could not load the shop settings:', error);
        throw error;
      }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * The part of the settings `pick` takes (a function made once, outside the component), asked for
 * only while `needed`: null until it is known, or when it is not needed.
 */
export function useSettingsFallback<Part>(
  needed: boolean,
  pick: (settings: ShopSettings) => Part,
  cache = publicReads,
): Part | null {
  const { data } = useQuery(
    {
      ...settingsFallbackQuery(),
      enabled: needed,
      select: pick,
    },
    cache,
  );
  return data ?? null;
}
