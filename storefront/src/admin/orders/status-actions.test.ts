import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@kawaii/shared';
import { cancelConfirmation, statusActions } from './status-actions.ts';

const order = (status: OrderStatus, rewardPointsEarned = 0) => ({
  status,
  orderId: 'KA-10042',
  name: 'Hana Lee',
  total: 64.5,
  paymentMethod: 'zelle' as const,
  rewardPointsEarned,
});

const labels = (status: OrderStatus) => statusActions(order(status)).map((action) => action.label);

describe('statusActions', () => {
  it('follows the workflow: paid, then shipped, then delivered, cancellable until delivered', () => {
    expect(labels('pending_payment')).toEqual(['Mark as paid', 'Cancel order']);
    // Partly paid: shipping is asked of the shop, which refuses it while money is due.
    expect(labels('partially_paid')).toEqual(['Mark as paid', 'Mark as shipped', 'Cancel order']);
    expect(labels('paid')).toEqual(['Mark as shipped', 'Cancel order']);
    expect(labels('shipped')).toEqual(['Mark as delivered', 'Cancel order']);
    expect(labels('delivered')).toEqual([]);
    expect(labels('cancelled')).toEqual([]);
  });

  it('reminds to check Zelle, and asks, before marking a pending payment paid', () => {
    const [markPaid] = statusActions(order('pending_payment'));
    expect(markPaid).toMatchObject({
      status: 'paid',
      tone: 'primary',
      hint: 'Check your Zelle account for $64.50 from Hana Lee first.',
      confirmation: {
        title: 'Mark as paid?',
        message:
          'Mark order KA-10042 as paid? Only do this once $64.50 from Hana Lee is in your Zelle account: the customer is told their payment arrived.',
        confirmLabel: 'Yes, mark as paid',
      },
    });
  });

  it('asks before delivered, the last step, but ships at once (that form asks for tracking)', () => {
    const [delivered] = statusActions(order('shipped'));
    expect(delivered?.confirmation).toMatchObject({
      title: 'Mark as delivered?',
      confirmLabel: 'Yes, mark as delivered',
    });
    expect(delivered?.confirmation?.message).toContain('can no longer be cancelled');
    expect(statusActions(order('paid'))[0]).toMatchObject({
      status: 'shipped',
      confirmation: null,
    });
  });

  it('asks before cancelling, saying the stock is put back', () => {
    const cancel = statusActions(order('paid')).find((action) => action.status === 'cancelled');
    expect(cancel?.tone).toBe('danger');
    expect(cancel?.confirmation?.title).toBe('Cancel this order?');
    expect(cancel?.confirmation?.message).toContain('Its items are put back in stock.');
  });
});

describe('cancelConfirmation', () => {
  it('mentions points only when the order earned some', () => {
    expect(cancelConfirmation(order('pending_payment'))).toBe(
      'Cancel order KA-10042? Its items are put back in stock. This cannot be undone.',
    );
    expect(cancelConfirmation(order('paid', 64))).toBe(
      'Cancel order KA-10042? Its items are put back in stock. The 64 reward points it earned are taken back. This cannot be undone.',
    );
  });
});
