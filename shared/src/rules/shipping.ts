// Shipping: which zone a country falls in and what the parcel costs there. The cart shows the
// quote and the server recomputes it from the same rule when the order is placed.

import type { ShippingZone } from '../domain/commerce.ts';
import { countryName } from './countries.ts';

/** The zone naming the country, else the "everywhere else" zone, else none (not shipped there). */
export function zoneForCountry(
  zones: readonly ShippingZone[],
  country: string,
): ShippingZone | null {
  return (
    zones.find((zone) => zone.countries !== '*' && zone.countries.includes(country)) ??
    zones.find((zone) => zone.countries === '*') ??
    null
  );
}

/** The zone's flat rate, or nothing once the items reach its free-shipping threshold. */
export function shippingCentsFor(zone: ShippingZone, itemsCents: number): number {
  if (zone.freeOverCents !== null && itemsCents >= zone.freeOverCents) return 0;
  return zone.rateCents;
}

export interface ShippingQuote {
  /** Null while the shop has no zones at all: shipping is then arranged with the buyer. */
  zone: ShippingZone | null;
  shippingCents: number;
}

/**
 * The shipping of an order to `country`, or null when the shop's zones leave it out. A shop that
 * has not set up any zone yet charges no shipping at checkout and refuses no country.
 */
export function quoteShipping(
  zones: readonly ShippingZone[],
  country: string,
  itemsCents: number,
): ShippingQuote | null {
  if (zones.length === 0) return { zone: null, shippingCents: 0 };
  const zone = zoneForCountry(zones, country);
  return zone ? { zone, shippingCents: shippingCentsFor(zone, itemsCents) } : null;
}

/** Refusal for a country no zone covers, naming the country as people know it. */
export function notShippedMessage(country: string): string {
  return `Sorry, we don't ship to ${countryName(country)} yet.`;
}

/** How the zone's countries read in a list: "Everywhere else" or "Canada, Mexico". */
export function zoneCountriesText(zone: Pick<ShippingZone, 'countries'>): string {
  return zone.countries === '*' ? 'Everywhere else' : zone.countries.map(countryName).join(', ');
}
