import { describe, expect, it } from 'vitest';
import { describeOrderFailure, limitedStockLine } from './order-failure.ts';

describe('describeOrderFailure', () => {
  it('says Stock Changed with the limited items after a 400 with unavailableItems', () => {
    const short = { id: 'p1', title: 'Bunny Doll', requested: 3, inStock: 1 };
    expect(
      describeOrderFailure({ kind: 'short-stock', message: 'x', unavailableItems: [short] }),
    ).toEqual({
      title: 'Stock Changed',
      text: 'Some items in your cart are no longer available in the requested quantity. Your cart has been updated with current stock levels.',
      unavailableItems: [short],
    });
    expect(limitedStockLine(short)).toBe('Bunny Doll: requested 3, available 1');
  });

  it('says Prices Changed after a 409 for changed prices', () => {
    expect(describeOrderFailure({ kind: 'prices-changed', message: 'Prices changed' })).toEqual({
      title: 'Prices Changed',
      text: 'Prices have changed since you added these items. Your cart now shows the current prices: please review it and try again.',
      unavailableItems: [],
    });
  });

  it('says Stock Changed with its own text after a 409 for a stock race', () => {
    expect(describeOrderFailure({ kind: 'changed', message: 'Prices changed' })).toEqual({
      title: 'Stock Changed',
      text: 'Product availability changed while processing your order. Please check your cart and try again.',
      unavailableItems: [],
    });
  });

  it("says Order Failed with the server's message, or the fallback", () => {
    expect(
      describeOrderFailure({ kind: 'refused', status: 400, message: 'Only Zelle is accepted' }),
    ).toMatchObject({ title: 'Order Failed', text: 'Only Zelle is accepted' });
    expect(describeOrderFailure({ kind: 'refused', status: 500, message: null })).toMatchObject({
      title: 'Order Failed',
      text: 'An error occurred while processing your order. Please try again.',
    });
  });

  it('says Connection Error when the server could not be reached', () => {
    expect(describeOrderFailure({ kind: 'offline' })).toEqual({
      title: 'Connection Error',
      text: 'Could not connect to the server. Please check your internet connection and try again.',
      unavailableItems: [],
    });
  });
});
