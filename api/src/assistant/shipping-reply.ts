// Shipping answers: from the shop's shipping zones when staff have set them (what it costs, how
// long it takes, where it goes), otherwise from the shipping policy the shop has always had.

import { formatCents } from '@kawaii/shared';
import { countryName } from './countries.ts';
import type { ShippingQuestion } from './intents.ts';

/** A shipping zone as the settings hold it: `countries` lists ISO codes, or '*' for the rest. */
export interface ShippingZoneFacts {
  name: string;
  countries: readonly string[] | '*';
  rateCents: number;
  freeOverCents?: number | null;
  /** "3-5 business days". */
  estimate: string;
}

const NON_REFUNDABLE = 'Please note that shipping costs are non-refundable.';

export function shippingReply(
  question: ShippingQuestion,
  zones: readonly ShippingZoneFacts[],
  contactEmail: string,
): string {
  if (zones.length === 0) return shippingWithoutZones(question, contactEmail);
  if (question.country) return shippingToCountry(question.country, zones, contactEmail);

  const lead = question.where
    ? 'Yes, Momo ships her handmade treasures beyond her studio! ✈️ Here is where they can go:'
    : question.time && !question.cost
      ? 'Every parcel is wrapped by hand with love 🎀 Here is how long it takes to arrive:'
      : 'Every parcel is wrapped by hand with love 🎀 Here is what shipping costs and how long it takes:';
  return [
    lead,
    ...zones.map((zone) => `✿ ${zoneName(zone)}: ${zoneFacts(zone)}`),
    'The checkout adds the shipping for your address to the total. ' + NON_REFUNDABLE,
  ].join('\n');
}

function shippingToCountry(
  country: { code: string; name: string },
  zones: readonly ShippingZoneFacts[],
  contactEmail: string,
): string {
  const zone =
    zones.find(
      (candidate) => candidate.countries !== '*' && candidate.countries.includes(country.code),
    ) ?? zones.find((candidate) => candidate.countries === '*');
  if (!zone) {
    const ask = contactEmail
      ? ` Write to ${contactEmail} and Momo will see what she can do 💌`
      : '';
    return `Sorry, we don't ship to ${country.name} yet 🥺${ask}`;
  }
  return [
    `Yes, we ship to ${country.name}! ✈️`,
    `${capitalise(zoneFacts(zone))}.`,
    NON_REFUNDABLE,
  ].join('\n');
}

function shippingWithoutZones(question: ShippingQuestion, contactEmail: string): string {
  const where = question.country ? ` to ${question.country.name}` : '';
  const ask = contactEmail
    ? `Write to ${contactEmail} with your country${where ? '' : ' (we ship internationally too)'} and Momo will tell you the cost and how long it takes before you pay 💌`
    : 'The cost and time depend on where you are; Momo confirms them with you personally after you order.';
  return [
    `Momo wraps and ships every parcel herself from her studio 🎀 Shipping${where} is arranged with you personally once your order is placed.`,
    ask,
    NON_REFUNDABLE,
  ].join('\n');
}

function zoneName(zone: ShippingZoneFacts): string {
  if (zone.countries === '*') return `${zone.name} (everywhere else)`;
  const names = zone.countries.map(countryName);
  return names.length <= 4 ? `${zone.name} (${names.join(', ')})` : zone.name;
}

/** "$6.00, free over $80.00, 3-5 business days". */
function zoneFacts(zone: ShippingZoneFacts): string {
  const cost = zone.rateCents === 0 ? 'free shipping' : formatCents(zone.rateCents);
  const free =
    zone.freeOverCents != null && zone.rateCents > 0
      ? `, free over ${formatCents(zone.freeOverCents)}`
      : '';
  const estimate = zone.estimate.trim() ? `, arrives in ${zone.estimate.trim()}` : '';
  return `${cost}${free}${estimate}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
