// Placing an order. Checkout tells apart every way an order can fail (short stock names the
// lines, changed prices, stock sold meanwhile, a refusal, no connection), so this answers an
// outcome instead of throwing.

import {
  ApiError,
  orNull,
  type Order,
  type OrderSubmission,
  type UnavailableItem,
} from '@kawaii/shared';
import { apiClient, type Fetch } from './client.ts';

export type OrderOutcome =
  | {
      kind: 'placed';
      message: string;
      order: Order;
      orderPath: string;
      /** False when the shop did not email the confirmation (the message says why). */
      confirmationEmailed: boolean;
    }
  /** 400 naming lines that ask for more than is in stock; nothing was ordered. */
  | { kind: 'short-stock'; message: string | null; unavailableItems: UnavailableItem[] }
  /** 409: prices changed since the items were added to the cart. */
  | { kind: 'prices-changed'; message: string | null }
  /** 409: stock changed while the order was on its way. */
  | { kind: 'changed'; message: string | null }
  | { kind: 'refused'; status: number; message: string | null }
  /** The server could not be reached at all. */
  | { kind: 'offline' };

interface OrderErrorBody {
  message?: unknown;
  unavailableItems?: unknown;
  /** Why a 409 happened: 'prices-changed' or 'stock-changed'. */
  reason?: unknown;
}

function isUnavailableItem(value: unknown): value is UnavailableItem {
  const item = value as UnavailableItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.requested === 'number' &&
    typeof item.inStock === 'number'
  );
}

export function outcomeOfFailure(status: number, body: OrderErrorBody): OrderOutcome {
  const message = typeof body.message === 'string' ? body.message : null;
  const unavailable = Array.isArray(body.unavailableItems)
    ? body.unavailableItems.filter(isUnavailableItem)
    : [];
  if (status === 400 && unavailable.length > 0) {
    return { kind: 'short-stock', message, unavailableItems: unavailable };
  }
  if (status === 409 && body.reason === 'prices-changed')
    return { kind: 'prices-changed', message };
  if (status === 409) return { kind: 'changed', message };
  return { kind: 'refused', status, message };
}

/** Places the order; a signed-in shopper's token makes it theirs (guests may order too). */
export async function placeOrder(
  fetchImpl: Fetch,
  token: string | null,
  submission: OrderSubmission,
): Promise<OrderOutcome> {
  try {
    const placed = await apiClient(fetchImpl, token).placeOrder({ body: submission });
    return {
      kind: 'placed',
      message: placed.message,
      order: placed.order,
      orderPath: placed.orderPath,
      confirmationEmailed: placed.confirmationEmailed,
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.isUnreachable) return { kind: 'offline' };
    return outcomeOfFailure(error.status, { ...error.details, message: error.message || null });
  }
}

export type OrderLookup =
  { kind: 'found'; order: Order } | { kind: 'not-found' } | { kind: 'failed'; message: string };

/** The order page's data: with the order's key, or for its signed-in owner. */
export async function lookupOrder(
  fetchImpl: Fetch,
  token: string | null,
  orderNumber: string,
  key: string | null,
): Promise<OrderLookup> {
  try {
    const order = await orNull(
      apiClient(fetchImpl, token).lookupOrder({
        params: { orderNumber },
        query: key ? { key } : {},
      }),
    );
    return order ? { kind: 'found', order } : { kind: 'not-found' };
  } catch (error) {
    if (error instanceof ApiError && !error.isUnreachable) {
      return { kind: 'failed', message: error.message || 'Could not load this order.' };
    }
    return { kind: 'failed', message: 'Could not connect to the server. Please try again.' };
  }
}
