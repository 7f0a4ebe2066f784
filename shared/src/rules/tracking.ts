// Parcel carriers the shop ships with, and the public tracking page for a tracking number.

export const CARRIERS = [
  { id: 'usps', name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}' },
  { id: 'ups', name: 'UPS', url: 'https://www.ups.com/track?tracknum={n}' },
  { id: 'fedex', name: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  {
    id: 'dhl',
    name: 'DHL',
    url: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={n}',
  },
  {
    id: 'canada-post',
    name: 'Canada Post',
    url: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={n}',
  },
  {
    id: 'royal-mail',
    name: 'Royal Mail',
    url: 'https://www.royalmail.com/track-your-item#/tracking-results/{n}',
  },
] as const;

export type CarrierId = (typeof CARRIERS)[number]['id'];

/** The carrier's tracking page for the number; null for a carrier the shop has no link for. */
export function trackingUrlFor(carrier: string, trackingNumber: string): string | null {
  const known = CARRIERS.find(
    (candidate) => candidate.name === carrier || candidate.id === carrier,
  );
  if (!known) return null;
  return known.url.replace('{n}', encodeURIComponent(trackingNumber.trim()));
}
