// Shipping zones as the settings form edits them: money as the text the artist types (dollars),
// turned into the schema's whole cents only when the form is checked, so typing "4.5" is never
// rewritten under her fingers.

import { fromCents, plainDollars, type ShippingZone, toCents } from '@kawaii/shared';

export interface ZoneDraft {
  /** Empty for a zone not saved yet: the server gives it one. */
  _id: string;
  name: string;
  /** '*' is "everywhere else": every country no other zone names. */
  countries: string[] | '*';
  rate: string;
  /** Blank: shipping is never free in this zone. */
  freeOver: string;
  estimate: string;
}

export function zoneDraftOf(zone: ShippingZone): ZoneDraft {
  return {
    _id: zone._id,
    name: zone.name,
    countries: zone.countries === '*' ? '*' : [...zone.countries],
    rate: plainDollars(fromCents(zone.rateCents)),
    freeOver: zone.freeOverCents === null ? '' : plainDollars(fromCents(zone.freeOverCents)),
    estimate: zone.estimate,
  };
}

/** Blank or not a number stays NaN, so the schema answers "... must be a number". */
function centsOf(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '');
  return trimmed === '' ? Number.NaN : toCents(Number(trimmed));
}

/** The draft in the schema's shape; the schema itself judges it. */
export function zoneInputOf(draft: ZoneDraft): ShippingZone {
  return {
    _id: draft._id,
    name: draft.name,
    countries: draft.countries,
    rateCents: centsOf(draft.rate),
    freeOverCents: draft.freeOver.trim() === '' ? null : centsOf(draft.freeOver),
    estimate: draft.estimate,
  };
}

export function newZoneDraft(everywhereElse: boolean): ZoneDraft {
  return {
    _id: '',
    name: '',
    countries: everywhereElse ? '*' : [],
    rate: '',
    freeOver: '',
    estimate: '',
  };
}
