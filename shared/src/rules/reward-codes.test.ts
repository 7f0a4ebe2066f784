import { describe, expect, it } from 'vitest';
import { REDEEM_OPTIONS } from './rewards.ts';
import {
  isRewardCode,
  normalizeRewardCode,
  priceWithRewardCode,
  rewardCodeTitle,
} from './reward-codes.ts';

describe('normalizeRewardCode', () => {
  it('reads a code however it was typed', () => {
    expect(normalizeRewardCode('KAWAII-7KQ3-M9XD')).toBe('KAWAII-7KQ3-M9XD');
    expect(normalizeRewardCode('  kawaii 7kq3 m9xd ')).toBe('KAWAII-7KQ3-M9XD');
    expect(normalizeRewardCode('7KQ3M9XD')).toBe('KAWAII-7KQ3-M9XD');
    expect(normalizeRewardCode('kawaii–7kq3–m9xd')).toBe('KAWAII-7KQ3-M9XD');
  });

  it('leaves anything else for the check to refuse', () => {
    expect(normalizeRewardCode(' nope ')).toBe('NOPE');
    expect(isRewardCode(normalizeRewardCode('nope'))).toBe(false);
    expect(isRewardCode('KAWAII-7KQ3-M9XD')).toBe(true);
    // 0, O, 1 and I are never in a code.
    expect(isRewardCode('KAWAII-0KQ3-M9XD')).toBe(false);
    expect(isRewardCode('KAWAII-IKQ3-M9XD')).toBe(false);
  });
});

describe('rewardCodeTitle', () => {
  it('names the exclusive item', () => {
    const [discount, , exclusive] = REDEEM_OPTIONS;
    expect(rewardCodeTitle(discount!, null)).toBe('$5 Discount');
    expect(rewardCodeTitle(exclusive!, 'Moon Bunny')).toBe('Exclusive Item: Moon Bunny');
    expect(rewardCodeTitle(exclusive!, null)).toBe('Exclusive Item');
  });
});

describe('priceWithRewardCode', () => {
  const cart = { itemsCents: 3900, shippingCents: 800 };

  it('without a code is items plus shipping', () => {
    expect(priceWithRewardCode(null, cart)).toEqual({
      addedItemCents: 0,
      discountCents: 0,
      totalCents: 4700,
    });
  });

  it('takes $5 off the items, never more than they cost', () => {
    expect(priceWithRewardCode('discount-5', cart).totalCents).toBe(4200);
    const cheap = priceWithRewardCode('discount-5', { itemsCents: 300, shippingCents: 800 });
    expect(cheap).toEqual({ addedItemCents: 0, discountCents: 300, totalCents: 800 });
  });

  it('takes the shipping off', () => {
    expect(priceWithRewardCode('free-shipping', cart)).toEqual({
      addedItemCents: 0,
      discountCents: 800,
      totalCents: 3900,
    });
  });

  it('adds the exclusive item for free, or frees one unit already in the cart', () => {
    const added = priceWithRewardCode('exclusive-item', { ...cart, rewardItemUnitCents: 5400 });
    expect(added).toEqual({ addedItemCents: 5400, discountCents: 5400, totalCents: 4700 });
    const held = priceWithRewardCode('exclusive-item', {
      itemsCents: 2 * 5400,
      shippingCents: 0,
      rewardItemUnitCents: 5400,
      rewardItemInCart: true,
    });
    expect(held).toEqual({ addedItemCents: 0, discountCents: 5400, totalCents: 5400 });
  });
});
