// Shipping in the flows: the address a test shopper ships to, and the total the shop will ask
// for (items + the zone's shipping), computed from the shop's own zones by the shared rule.
import {
  fromCents,
  quoteShipping,
  toCents,
  type ShippingAddress,
  type ShopSettings,
} from '@kawaii/shared';
import { getJson } from './api.ts';

/** A domestic (US) address, in the demo shop's first zone. */
export const US_ADDRESS: ShippingAddress = {
  name: 'Hana Guest',
  line1: '221 Cherry Blossom Way',
  line2: '',
  city: 'Portland',
  region: 'OR',
  postalCode: '97205',
  country: 'US',
};

/** What the checkout totals for `itemsTotal` (dollars) shipped to `country`. */
export async function totalWithShipping(
  siteUrl: string,
  itemsTotal: number,
  country = 'US',
): Promise<number> {
  const settings = await getJson<ShopSettings>(`${siteUrl}/api/settings`);
  const itemsCents = toCents(itemsTotal);
  const quote = quoteShipping(settings.shippingZones, country, itemsCents);
  if (!quote) throw new Error(`The shop does not ship to ${country}`);
  return fromCents(itemsCents + quote.shippingCents);
}
