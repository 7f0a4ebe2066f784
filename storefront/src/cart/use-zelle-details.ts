// The Zelle payee of the shop settings (GET /api/settings: zelle.phone, zelle.name). The root
// route has usually loaded them already and the page chrome provides them; if that load failed,
// they are fetched once here.

import { createContext, useContext, useEffect, useState } from 'react';
import type { ShopSettings } from '@kawaii/shared';
import { createHttpPublicApi } from '../api/http-public-api.ts';

export type ZelleDetails = ShopSettings['zelle'];

export const ZelleDetailsContext = createContext<ZelleDetails | null>(null);

export function useZelleDetails(): ZelleDetails | null {
  const provided = useContext(ZelleDetailsContext);
  const [fetched, setFetched] = useState<ZelleDetails | null>(null);

  useEffect(() => {
    if (provided) return;
    let current = true;
    createHttpPublicApi(fetch)
      .getSettings()
      .then((settings) => current && setFetched(settings.zelle))
      .catch((error: unknown) => console.error('Could not load the Zelle details:', error));
    return () => {
      current = false;
    };
  }, [provided]);

  return provided ?? fetched;
}
