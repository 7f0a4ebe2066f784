import { Suspense, useEffect, useState } from 'react';
import type { ShopSettings } from '@kawaii/shared';
import { CART_STORAGE_KEY, useCart } from '../stores/cart.ts';
import { LazyCartPanel } from './cart-panel-loader.ts';
import { CartNotice } from './CartNotice.tsx';
import { useCartPanel } from './panel-store.ts';
import {
  LayawayContext,
  ShippingZonesContext,
  TaxSettingsContext,
  ZelleDetailsContext,
} from './settings-context.ts';

/** The cart dialog, mounted from its first opening on and kept mounted (it opens and closes with
 * the panel store), so a page that never opens the cart never loads it. */
function CartPanelOnDemand() {
  const open = useCartPanel((state) => state.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyCartPanel />
    </Suspense>
  );
}

/**
 * Mount once in the page chrome: the cart panel and notification, and the stored cart, loaded
 * after hydration and kept in step with other tabs.
 */
export function CartRoot({ settings }: { settings: ShopSettings | null }) {
  useEffect(() => {
    const { restore } = useCart.getState();
    void restore();
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) void restore();
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, []);

  return (
    <ZelleDetailsContext value={settings?.zelle ?? null}>
      <ShippingZonesContext value={settings?.shippingZones ?? null}>
        <LayawayContext value={settings?.layaway ?? null}>
          <TaxSettingsContext value={settings?.tax ?? null}>
            <CartNotice />
            <CartPanelOnDemand />
          </TaxSettingsContext>
        </LayawayContext>
      </ShippingZonesContext>
    </ZelleDetailsContext>
  );
}
