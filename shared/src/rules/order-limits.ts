// Limits that keep one buyer (or one script) from holding the shop's whole stock.

/** Units of one product in one order. */
export const MAX_UNITS_PER_LINE = 10;

/** Orders awaiting payment at once for one email address. */
export const MAX_UNPAID_ORDERS_PER_EMAIL = 3;

/** Hours an unpaid order holds its stock, unless Settings say otherwise. */
export const DEFAULT_UNPAID_ORDER_HOURS = 72;

/** After this long unpaid, the buyer gets one friendly reminder. */
export const UNPAID_REMINDER_HOURS = 24;

export function tooManyUnitsMessage(title: string): string {
  return `You can order at most ${MAX_UNITS_PER_LINE} of ${title}`;
}

export const TOO_MANY_UNPAID_ORDERS =
  'You already have 3 orders awaiting payment. Please pay or cancel one first.';
