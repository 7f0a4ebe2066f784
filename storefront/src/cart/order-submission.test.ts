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

describe('orderSubmission', () => {
  it('sends each line without its stock, the form, and the cart total', () => {
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
    );
    expect(submission).toEqual({
      ...form,
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
      total: 60.3,
    });
  });
});
