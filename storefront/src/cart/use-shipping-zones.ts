// The shop's shipping zones (GET /api/settings: shippingZones), for the checkout's shipping line.
// The page chrome provides them from the root route's settings; if that load failed, they are
// fetched once here.

import { createContext, useContext, useEffect, useState } from 'react';
import type { ShippingZone } from '@kawaii/shared';
import { createHttpPublicApi } from '../api/http-public-api.ts';

export const ShippingZonesContext = createContext<ShippingZone[] | null>(null);

/** Null until known. */
export function useShippingZones(): ShippingZone[] | null {
  const provided = useContext(ShippingZonesContext);
  const [fetched, setFetched] = useState<ShippingZone[] | null>(null);

  useEffect(() => {
    if (provided) return;
    let current = true;
    createHttpPublicApi(fetch)
      .getSettings()
      .then((settings) => current && setFetched(settings.shippingZones ?? []))
      .catch((error: unknown) => console.error('Could not load the shipping zones:', error));
    return () => {
      current = false;
    };
  }, [provided]);

  return provided ?? fetched;
}
