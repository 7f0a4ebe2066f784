// How a shipping address is written: on the order page, in emails, and as the one line a
// profile's plain `address` keeps for what still reads it.

import type { ShippingAddress } from '../domain/commerce.ts';
import { countryName } from './countries.ts';

/** As on a parcel, one line each; empty parts leave no blank line. */
export function shippingAddressLines(address: ShippingAddress): string[] {
  const town = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    address.name,
    address.line1,
    address.line2,
    town,
    address.country ? countryName(address.country) : '',
  ].filter((line) => line.trim() !== '');
}

/** The street, town and country on one line (the recipient left out). */
export function oneLineAddress(address: ShippingAddress): string {
  return shippingAddressLines({ ...address, name: '' }).join(', ');
}
