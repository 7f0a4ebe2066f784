// The shop's shipping zones (GET /api/settings: shippingZones), for the checkout's shipping line.
// The page chrome provides them from the root route's settings; only if that load failed are they
// asked for in the browser (see settings-fallback.ts).

import { useContext } from 'react';
import type { ShippingZone, ShopSettings } from '@kawaii/shared';
import { ShippingZonesContext } from './settings-context.ts';
import { useSettingsFallback } from './settings-fallback.ts';

const zonesOf = (settings: ShopSettings): ShippingZone[] => settings.shippingZones ?? [];

/** Null until known. */
export function useShippingZones(): ShippingZone[] | null {
  const provided = useContext(ShippingZonesContext);
  const fetched = useSettingsFallback(provided === null, zonesOf);
  return provided ?? fetched;
}
