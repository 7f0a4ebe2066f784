// The shop's sales tax settings (GET /api/settings: tax), for the checkout's tax line. The page
// chrome provides them from the root route's settings; only if that load failed are they asked
// for in the browser (see settings-fallback.ts).

import { useContext } from 'react';
import { DEFAULT_TAX_SETTINGS, type ShopSettings, type TaxSettings } from '@kawaii/shared';
import { TaxSettingsContext } from './settings-context.ts';
import { useSettingsFallback } from './settings-fallback.ts';

const taxOf = (settings: ShopSettings): TaxSettings => settings.tax ?? DEFAULT_TAX_SETTINGS;

/** Null until known. */
export function useTaxSettings(): TaxSettings | null {
  const provided = useContext(TaxSettingsContext);
  const fetched = useSettingsFallback(provided === null, taxOf);
  return provided ?? fetched;
}
