import { describe, expect, it } from 'vitest';
import type { CartItem } from '@kawaii/shared';
import { orderSubmission } from './order-submission.ts';

const line = (overrides: Partial<CartItem>): CartItem => ({
  id: 'p1',
  title: 'Bunny',
  price: 40,
  discountPrice: 30,
  image: '/uploads/b-10x10.webp',
  stock: 4,
  quantity: 2,
  ...overrides,
});

const ADDRESS = {
  name: 'Mia',
  line1: '1 Bay St',
  line2: '',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5J 2N8',
  country: 'CA',
};
const CANADA = {
  _id: 'zone-ca',
  name: 'Canada',
  countries: ['CA'],
  rateCents: 1400,
  freeOverCents: null,
  estimate: '6-10 business days',
};

describe('orderSubmission', () => {
  it('sends each line without its stock, the form, the address and items + shipping', () => {
    const form = {
      name: 'Mia',
      email: 'mia@example.com',
      contact: '@mia',
      contactType: 'telegram' as const,
      message: 'Gift wrap please',
      paymentMethod: 'zelle' as const,
    };
    const submission = orderSubmission(
      [line({}), line({ id: 'p2', price: 0.1, discountPrice: null, quantity: 3, image: null })],
      form,
      ADDRESS,
      { zone: CANADA, shippingCents: 1400 },
    );
    expect(submission).toEqual({
      ...form,
      shippingAddress: ADDRESS,
      shippingZoneId: 'zone-ca',
      items: [
        {
          id: 'p1',
          title: 'Bunny',
          price: 40,
          discountPrice: 30,
          quantity: 2,
          image: '/uploads/b-10x10.webp',
        },
        { id: 'p2', title: 'Bunny', price: 0.1, discountPrice: null, quantity: 3, image: null },
      ],
      total: 74.3,
    });
  });
});
