import { describe, expect, it } from 'vitest';
import { orderTaxTerms, type CartItem, type RewardCode } from '@kawaii/shared';
import { checkoutPricing, orderSubmission } from './order-submission.ts';

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
      taxCents: 0,
    });
  });

  it('sends the tax of the address, which the server checks, and adds it to the total', () => {
    const form = {
      name: 'Mia',
      email: 'mia@example.com',
      contact: 'mia@example.com',
      contactType: 'email' as const,
      message: '',
      paymentMethod: 'zelle' as const,
    };
    const tax = orderTaxTerms(
      {
        enabled: true,
        pricesIncludeTax: false,
        taxShipping: true,
        rates: [{ country: 'CA', region: 'ON', ratePercent: 13, name: 'HST' }],
      },
      ADDRESS,
    );
    if ('unknownRegionOf' in tax) throw new Error('Ontario has a rate');
    const submission = orderSubmission(
      [line({})],
      form,
      ADDRESS,
      { zone: CANADA, shippingCents: 1400 },
      null,
      null,
      tax,
    );
    // (60.00 + 14.00) × 13 % = 9.62
    expect(submission).toMatchObject({ taxCents: 962, total: 83.62 });
  });
});

describe('checkoutPricing with a reward code', () => {
  const code = (overrides: Partial<RewardCode>): RewardCode => ({
    code: 'KAWAII-7KQ3-M9XD',
    kind: 'discount-5',
    title: '$5 Discount',
    points: 500,
    status: 'ready',
    usedOn: null,
    item: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  });
  const moonBunny = {
    _id: 'moon',
    title: 'Moon Bunny',
    image: null,
    price: 54,
    discountPrice: 48,
    stock: 2,
  };

  it('takes $5 off and sends the code with the lowered total', () => {
    const reward = code({});
    expect(checkoutPricing([line({})], 1400, reward)).toMatchObject({
      totalCents: 6000 + 1400 - 500,
      discountCents: 500,
      rewardProblem: null,
    });
    const form = {
      name: 'Mia',
      email: 'mia@example.com',
      contact: 'mia@example.com',
      contactType: 'email' as const,
      message: '',
      paymentMethod: 'zelle' as const,
    };
    const submission = orderSubmission(
      [line({})],
      form,
      ADDRESS,
      { zone: CANADA, shippingCents: 1400 },
      reward,
    );
    expect(submission).toMatchObject({ total: 69, rewardCode: 'KAWAII-7KQ3-M9XD' });
  });

  it('says when free shipping would give nothing', () => {
    const pricing = checkoutPricing([line({})], 0, code({ kind: 'free-shipping' }));
    expect(pricing.rewardProblem).toBe(
      'Shipping is already free for this order. Keep your code for another one!',
    );
  });

  it('adds the exclusive item for free, or frees one unit in the cart', () => {
    const reward = code({ kind: 'exclusive-item', item: moonBunny });
    expect(checkoutPricing([line({})], 1400, reward)).toMatchObject({
      addedItemCents: 4800,
      discountCents: 4800,
      totalCents: 6000 + 1400,
    });
    const held = checkoutPricing(
      [line({ id: 'moon', price: 54, discountPrice: 48, quantity: 1 })],
      0,
      reward,
    );
    expect(held).toMatchObject({ addedItemCents: 0, totalCents: 0, rewardProblem: null });
    const soldOut = code({ kind: 'exclusive-item', item: { ...moonBunny, stock: 0 } });
    expect(checkoutPricing([line({})], 1400, soldOut).rewardProblem).toBe(
      'Moon Bunny is out of stock right now. Keep your code and try again later.',
    );
  });
});
