// The Zelle payee of the shop settings (GET /api/settings: zelle.phone, zelle.name). The root
// route has usually loaded them already and the page chrome provides them; only if that load
// failed are they asked for in the browser (see settings-fallback.ts).

import { useContext } from 'react';
import type { ShopSettings } from '@kawaii/shared';
import { ZelleDetailsContext, type ZelleDetails } from './settings-context.ts';
import { useSettingsFallback } from './settings-fallback.ts';

const zelleOf = (settings: ShopSettings): ZelleDetails => settings.zelle;

export function useZelleDetails(): ZelleDetails | null {
  const provided = useContext(ZelleDetailsContext);
  const fetched = useSettingsFallback(provided === null, zelleOf);
  return provided ?? fetched;
}
