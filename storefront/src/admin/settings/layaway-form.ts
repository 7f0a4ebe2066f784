// Layaway as the settings form edits it: money and counts as the text the artist types, turned
// into the schema's whole cents and numbers only when the form is checked.

import {
  DEFAULT_LAYAWAY,
  fromCents,
  plainDollars,
  toCents,
  type LayawaySettings,
} from '@kawaii/shared';

export interface LayawayTierDraft {
  maxInstalments: string;
  minTotal: string;
}

export interface LayawayDraft {
  enabled: boolean;
  minTotal: string;
  plans: LayawayTierDraft[];
  daysBetween: string;
  graceDays: string;
  firstPaymentNonRefundable: boolean;
}

const dollarsOf = (cents: number) => plainDollars(fromCents(cents));

/** Settings kept by a studio from before layaway (offline) have none: the defaults then. */
export function layawayDraftOf(stored: LayawaySettings | undefined): LayawayDraft {
  const layaway = stored ?? DEFAULT_LAYAWAY;
  return {
    enabled: layaway.enabled,
    minTotal: dollarsOf(layaway.minTotalCents),
    plans: layaway.plans.map((tier) => ({
      maxInstalments: String(tier.maxInstalments),
      minTotal: dollarsOf(tier.minTotalCents),
    })),
    daysBetween: String(layaway.daysBetween),
    graceDays: String(layaway.graceDays),
    firstPaymentNonRefundable: layaway.firstPaymentNonRefundable,
  };
}

/** Blank or not a number stays NaN, so the schema answers "... must be a number". */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const centsOf = (text: string) => {
  const trimmed = text.trim().replace(/^\$/, '');
  return trimmed === '' ? Number.NaN : toCents(Number(trimmed));
};

/** The draft in the schema's shape; the schema itself judges it. */
export function layawayInputOf(draft: LayawayDraft): LayawaySettings {
  return {
    enabled: draft.enabled,
    minTotalCents: centsOf(draft.minTotal),
    plans: draft.plans.map((tier) => ({
      maxInstalments: numberOf(tier.maxInstalments),
      minTotalCents: centsOf(tier.minTotal),
    })),
    daysBetween: numberOf(draft.daysBetween),
    graceDays: numberOf(draft.graceDays),
    firstPaymentNonRefundable: draft.firstPaymentNonRefundable,
  };
}
