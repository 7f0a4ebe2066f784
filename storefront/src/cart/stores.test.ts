import { beforeEach, describe, expect, it } from 'vitest';
import { useCartNotice } from './notice-store.ts';
import { useCartPanel } from './panel-store.ts';

const order = { _id: 'o1', orderId: 'KA-10042' } as Parameters<
  ReturnType<typeof useCartPanel.getState>['showSuccess']
>[0];

beforeEach(() => {
  useCartPanel.getState().finishOrder();
  useCartNotice.setState({ notice: null });
});

describe('cart notification', () => {
  it('opens the cart panel when the shopper closes a success notice', () => {
    useCartNotice.getState().show('success', 'Added');
    const { notice } = useCartNotice.getState();
    useCartNotice.getState().close(notice!.id, 'shopper');
    expect(useCartNotice.getState().notice).toBeNull();
    expect(useCartPanel.getState().open).toBe(true);
  });

  it('leaves the panel closed when a success notice times out', () => {
    useCartNotice.getState().show('success', 'Added');
    useCartNotice.getState().close(useCartNotice.getState().notice!.id, 'timer');
    expect(useCartNotice.getState().notice).toBeNull();
    expect(useCartPanel.getState().open).toBe(false);
  });

  it('leaves the panel closed when an error notice closes', () => {
    useCartNotice.getState().show('error', 'Cannot add more than 2 items (in stock limit)');
    useCartNotice.getState().close(useCartNotice.getState().notice!.id, 'shopper');
    expect(useCartPanel.getState().open).toBe(false);
  });

  it('ignores the timer of a notice that a newer one replaced', () => {
    useCartNotice.getState().show('success', 'First');
    const first = useCartNotice.getState().notice!.id;
    useCartNotice.getState().show('error', 'Second');
    useCartNotice.getState().close(first, 'shopper');
    expect(useCartNotice.getState().notice?.text).toBe('Second');
    expect(useCartPanel.getState().open).toBe(false);
  });
});

describe('cart panel', () => {
  it('moves from the cart to checkout and back, keeping the step when closed', () => {
    const panel = useCartPanel.getState();
    panel.openPanel();
    panel.showCheckout();
    expect(useCartPanel.getState()).toMatchObject({ open: true, step: 'checkout' });
    panel.closePanel();
    expect(useCartPanel.getState()).toMatchObject({ open: false, step: 'checkout' });
    panel.showCart();
    expect(useCartPanel.getState().step).toBe('cart');
  });

  it('returns to step 1 and closes after a placed order, however it is closed', () => {
    const panel = useCartPanel.getState();
    panel.openPanel();
    panel.showSuccess(order);
    expect(useCartPanel.getState()).toMatchObject({ step: 'success', placedOrder: order });
    panel.closePanel();
    expect(useCartPanel.getState()).toMatchObject({ open: false, step: 'cart', placedOrder: null });
  });
});
