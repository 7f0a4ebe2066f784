// Limits that keep one buyer (or one script) from holding the shop's whole stock.

/** Units of one product in one order. */
export const MAX_UNITS_PER_LINE = 10;

/**
 * Orders awaiting payment at once for one client: one email, one client address (behind
 * TRUST_PROXY, the forwarded client) and one signed-in account, each counted on its own, so
 * made-up emails cannot hold the shop's stock.
 */
export const MAX_UNPAID_ORDERS_PER_CLIENT = 3;

/** Units that unpaid orders of one client address, or of one account, may hold at once. */
export const MAX_RESERVED_UNITS_PER_CLIENT = 10;

/** Hours an unpaid order holds its stock, unless Settings say otherwise. */
export const DEFAULT_UNPAID_ORDER_HOURS = 72;

/** After this long unpaid, the buyer gets one friendly reminder. */
export const UNPAID_REMINDER_HOURS = 24;

export function tooManyUnitsMessage(title: string): string {
  return `You can order at most ${MAX_UNITS_PER_LINE} of ${title}`;
}

export const TOO_MANY_UNPAID_ORDERS =
  'You have 3 orders waiting for payment. Pay or cancel one before ordering again.';

/** Refusal of an order that would make a client's unpaid orders hold more than the cap. */
export function tooManyReservedUnitsMessage(heldUnits: number, orderedUnits: number): string {
  const held =
    heldUnits === 0
      ? ''
      : ` Your orders waiting for payment already hold ${heldUnits} ${heldUnits === 1 ? 'item' : 'items'}.`;
  return `Orders waiting for payment can hold at most ${MAX_RESERVED_UNITS_PER_CLIENT} items at a time, and this one has ${orderedUnits}.${held} Pay or cancel an order, or order fewer items.`;
}
