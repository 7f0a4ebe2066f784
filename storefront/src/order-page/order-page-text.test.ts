import { describe, expect, it } from 'vitest';
import type { OrderTimelineEntry } from '@kawaii/shared';
import { newestFirst, shippingText } from './order-page-text.ts';

describe('the order page text', () => {
  it('reads free shipping as Free only when a zone shipped it', () => {
    expect(shippingText({ shipping: 8.1, shippingZone: 'Canada' })).toBe('$8.10');
    expect(shippingText({ shipping: 0, shippingZone: 'United States' })).toBe('Free');
    // Orders from before shipping was charged show what they paid: nothing.
    expect(shippingText({ shipping: 0, shippingZone: null })).toBe('$0.00');
  });

  it('puts the current step first and links the owner to the page without a key', () => {
    const steps: OrderTimelineEntry[] = [
      { status: 'pending_payment', note: '', createdAt: '2026-11-23T10:00:00.000Z' },
      { status: 'paid', note: 'Thank you!', createdAt: '2026-11-23T10:00:00.000Z' },
    ];
    expect(newestFirst(steps).map((step) => step.status)).toEqual(['paid', 'pending_payment']);
    expect(steps[0]!.status).toBe('pending_payment');
  });
});
