import { describe, expect, it } from 'vitest';
import { contactHref, itemCount, itemCountText, orderLineTotal } from './order-format.ts';

const item = (price: number, discountPrice: number | null, quantity: number) => ({
  id: 'p',
  title: 'Bunny',
  image: null,
  price,
  discountPrice,
  quantity,
});

describe('order formatting', () => {
  it('counts units, not lines', () => {
    expect(itemCount({ items: [item(10, null, 2), item(5, null, 1)] })).toBe(3);
    expect([itemCountText(1), itemCountText(3)]).toEqual(['1 item', '3 items']);
  });

  it('totals a line at the discount price when there was one, in exact cents', () => {
    expect(orderLineTotal(item(30, 24.99, 2))).toBe(49.98);
    expect(orderLineTotal(item(0.1, null, 3))).toBe(0.3);
  });

  it('links email and phone contacts, and nothing else', () => {
    expect(contactHref('email', ' hana@example.com ')).toBe('mailto:hana@example.com');
    expect(contactHref('phone', '(555) 010-2026')).toBe('tel:5550102026');
    expect(contactHref('telegram', '@hana')).toBeNull();
    expect(contactHref('email', '')).toBeNull();
  });
});
