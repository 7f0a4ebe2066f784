// POST /api/orders (api-contract.md "Orders"). Checkout needs to tell apart every way an order
// can fail (spec.md section 8), so this answers an outcome instead of throwing.

import type { Order, OrderSubmission, PlacedOrder, UnavailableItem } from '@kawaii/shared';
import { bearerHeaders } from './auth-api.ts';
import type { Fetch } from './http-json.ts';

export type OrderOutcome =
  | { kind: 'placed'; message: string; order: Order; orderPath: string }
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

async function readErrorBody(response: Response): Promise<OrderErrorBody> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as OrderErrorBody) : {};
  } catch {
    return {}; // not JSON: a proxy's error page or an empty body
  }
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
  let response: Response;
  try {
    response = await fetchImpl('/api/orders', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...bearerHeaders(token),
      },
      body: JSON.stringify(submission),
    });
  } catch {
    return { kind: 'offline' };
  }
  if (!response.ok) return outcomeOfFailure(response.status, await readErrorBody(response));
  try {
    const placed = (await response.json()) as PlacedOrder;
    return {
      kind: 'placed',
      message: placed.message,
      order: placed.order,
      orderPath: placed.orderPath,
    };
  } catch {
    return { kind: 'refused', status: response.status, message: null };
  }
}

export type OrderLookup =
  { kind: 'found'; order: Order } | { kind: 'not-found' } | { kind: 'failed'; message: string };

/** GET /api/orders/lookup/:orderNumber?key=: the order page's data. */
export async function lookupOrder(
  fetchImpl: Fetch,
  token: string | null,
  orderNumber: string,
  key: string | null,
): Promise<OrderLookup> {
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  try {
    const response = await fetchImpl(
      `/api/orders/lookup/${encodeURIComponent(orderNumber)}${query}`,
      { headers: { Accept: 'application/json', ...bearerHeaders(token) } },
    );
    if (response.status === 404) return { kind: 'not-found' };
    if (!response.ok) {
      const body = await readErrorBody(response);
      return {
        kind: 'failed',
        message: typeof body.message === 'string' ? body.message : 'Could not load this order.',
      };
    }
    return { kind: 'found', order: (await response.json()) as Order };
  } catch {
    return { kind: 'failed', message: 'Could not connect to the server. Please try again.' };
  }
}
