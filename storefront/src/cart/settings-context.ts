// The shop settings the checkout and the payment instructions read, as the page chrome provides
// them from the root route. Kept apart from the hooks that read them: the chrome is on every
// page's first load, the hooks (with their fallback cache) only in the views that load lazily.

import { createContext } from 'react';
import type { LayawaySettings, ShippingZone, ShopSettings, TaxSettings } from '@kawaii/shared';

export type ZelleDetails = ShopSettings['zelle'];

/** Null when the root route could not read the settings. */
export const ShippingZonesContext = createContext<ShippingZone[] | null>(null);
export const TaxSettingsContext = createContext<TaxSettings | null>(null);
export const ZelleDetailsContext = createContext<ZelleDetails | null>(null);
export const LayawayContext = createContext<LayawaySettings | null>(null);
