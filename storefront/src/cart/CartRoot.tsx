import { useEffect } from 'react';
import type { ShopSettings } from '@kawaii/shared';
import { CART_STORAGE_KEY, useCart } from '../stores/cart.ts';
import { CartNotice } from './CartNotice.tsx';
import { CartPanel } from './CartPanel.tsx';
import { ShippingZonesContext, ZelleDetailsContext } from './settings-context.ts';

/**
 * Mount once in the page chrome: the cart panel and notification, and the stored cart, loaded
 * after hydration and kept in step with other tabs.
 */
export function CartRoot({ settings }: { settings: ShopSettings | null }) {
  useEffect(() => {
    const { restore } = useCart.getState();
    restore();
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) restore();
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, []);

  return (
    <ZelleDetailsContext value={settings?.zelle ?? null}>
      <ShippingZonesContext value={settings?.shippingZones ?? null}>
        <CartNotice />
        <CartPanel />
      </ShippingZonesContext>
    </ZelleDetailsContext>
  );
}
