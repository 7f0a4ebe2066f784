// What the checkout's error modal says for each way an order fails.

import type { UnavailableItem } from '@kawaii/shared';
import type { OrderOutcome } from '../api/orders-api.ts';

export type FailedOrder = Exclude<OrderOutcome, { kind: 'placed' }>;

export interface OrderFailure {
  title: string;
  text: string;
  /** Lines short of stock, listed under 'Items with limited stock:'. */
  unavailableItems: UnavailableItem[];
}

export const ORDER_FAILURE_TEXTS = {
  shortStock:
    'Some items in your cart are no longer available in the requested quantity. Your cart has been updated with current stock levels.',
  pricesChanged:
    'Prices have changed since you added these items. Your cart now shows the current prices: please review it and try again.',
  changed:
    'Product availability changed while processing your order. Please check your cart and try again.',
  refused: 'An error occurred while processing your order. Please try again.',
  offline: 'Could not connect to the server. Please check your internet connection and try again.',
} as const;

export function describeOrderFailure(outcome: FailedOrder): OrderFailure {
  switch (outcome.kind) {
    case 'short-stock':
      return {
        title: 'Stock Changed',
        text: ORDER_FAILURE_TEXTS.shortStock,
        unavailableItems: outcome.unavailableItems,
      };
    case 'prices-changed':
      return {
        title: 'Prices Changed',
        text: ORDER_FAILURE_TEXTS.pricesChanged,
        unavailableItems: [],
      };
    case 'changed':
      return { title: 'Stock Changed', text: ORDER_FAILURE_TEXTS.changed, unavailableItems: [] };
    case 'refused':
      return {
        title: 'Order Failed',
        text: outcome.message ?? ORDER_FAILURE_TEXTS.refused,
        unavailableItems: [],
      };
    case 'offline':
      return { title: 'Connection Error', text: ORDER_FAILURE_TEXTS.offline, unavailableItems: [] };
  }
}

/** 'Bunny Doll: requested 3, available 1'. */
export function limitedStockLine(item: UnavailableItem): string {
  return `${item.title}: requested ${item.requested}, available ${item.inStock}`;
}
