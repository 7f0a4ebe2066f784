import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../domain/commerce.ts';
import {
  ORDER_STATUS_LABELS,
  canTransition,
  formatOrderNumber,
  isPaidStatus,
  nextStatuses,
  parseOrderNumber,
  orderStatusText,
} from './orders.ts';

describe('order status transitions', () => {
  it('moves forward one step at a time', () => {
    expect(canTransition('pending_payment', 'paid')).toBe(true);
    expect(canTransition('paid', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
  });

  it('cancels from any state before delivered', () => {
    expect(canTransition('pending_payment', 'cancelled')).toBe(true);
    expect(canTransition('paid', 'cancelled')).toBe(true);
    expect(canTransition('shipped', 'cancelled')).toBe(true);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
  });

  it('allows no other move and no self-move', () => {
    const allowed = new Set([
      'pending_payment>paid',
      'pending_payment>partially_paid',
      'partially_paid>paid',
      'partially_paid>cancelled',
      'paid>shipped',
      'shipped>delivered',
      'pending_payment>cancelled',
      'paid>cancelled',
      'shipped>cancelled',
    ]);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('lists the next statuses', () => {
    expect(nextStatuses('pending_payment')).toEqual(['paid', 'cancelled']);
    // Partly paid follows a recorded payment; the desk does not offer it as a move.
    expect(nextStatuses('partially_paid')).toEqual(['paid', 'cancelled']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });
});

describe('isPaidStatus', () => {
  it('is true once an order has been paid and not cancelled', () => {
    const paid = ORDER_STATUSES.filter((status: OrderStatus) => isPaidStatus(status));
    expect(paid).toEqual(['paid', 'shipped', 'delivered']);
  });
});

describe('order numbers', () => {
  it('formats as KA-number', () => {
    expect(formatOrderNumber(10042)).toBe('KA-10042');
  });

  it('parses KA-number, any case, or the bare number', () => {
    expect(parseOrderNumber('KA-10042')).toBe(10042);
    expect(parseOrderNumber(' ka-10042 ')).toBe(10042);
    expect(parseOrderNumber('10042')).toBe(10042);
    expect(parseOrderNumber('KA-')).toBeNull();
    expect(parseOrderNumber('momo')).toBeNull();
  });
});

describe('ORDER_STATUS_LABELS', () => {
  it('labels every status', () => {
    expect(ORDER_STATUS_LABELS.pending_payment).toBe('Awaiting Payment');
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...ORDER_STATUSES]);
  });
});

describe('orderStatusText', () => {
  it('names known statuses and shows unknown ones as given', () => {
    expect(orderStatusText('pending_payment')).toBe('Awaiting Payment');
    expect(orderStatusText('paid')).toBe('Paid');
    expect(orderStatusText('on_hold')).toBe('on_hold');
  });
});
