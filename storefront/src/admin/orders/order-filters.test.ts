import { describe, expect, it } from 'vitest';
import { csvFileName, emptyOrdersMessage, orderQueryOf, STATUS_FILTERS } from './order-filters.ts';

describe('order filters', () => {
  it('offers All, every status by its label, and the orders that owe a refund', () => {
    expect(STATUS_FILTERS.map((filter) => filter.label)).toEqual([
      'All',
      'Awaiting Payment',
      'Partly Paid',
      'Paid',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Expired',
      'Refund due',
    ]);
  });

  it('leaves out what is not filtered, and trims the search', () => {
    expect(orderQueryOf({ status: 'all', search: '  ' })).toEqual({});
    expect(orderQueryOf({ status: 'paid', search: ' KA-10042 ' })).toEqual({
      status: 'paid',
      q: 'KA-10042',
    });
    expect(orderQueryOf({ status: 'refund_due', search: 'rin' })).toEqual({
      refundDue: true,
      q: 'rin',
    });
  });

  it('tells an empty desk from an empty search', () => {
    expect(emptyOrdersMessage({ status: 'all', search: '' })).toBe('No orders yet');
    expect(emptyOrdersMessage({ status: 'all', search: 'zed' })).toBe(
      'No orders match your search',
    );
    expect(emptyOrdersMessage({ status: 'shipped', search: '' })).toBe(
      'No orders match your search',
    );
    expect(emptyOrdersMessage({ status: 'refund_due', search: '' })).toBe(
      'No cancelled order owes a refund',
    );
    expect(emptyOrdersMessage({ status: 'refund_due', search: 'zed' })).toBe(
      'No orders match your search',
    );
  });
});

describe('csvFileName', () => {
  it('names the filter and the day', () => {
    const day = new Date('2026-11-23T18:00:00.000Z');
    expect(csvFileName({}, day)).toBe('orders-all-2026-11-23.csv');
    expect(csvFileName({ status: 'pending_payment', q: 'mia' }, day)).toBe(
      'orders-awaiting-payment-2026-11-23.csv',
    );
    expect(csvFileName({ refundDue: true }, day)).toBe('orders-refund-due-2026-11-23.csv');
  });
});
