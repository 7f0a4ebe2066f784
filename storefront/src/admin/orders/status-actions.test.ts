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
    expect(labels('paid')).toEqual(['Mark as shipped', 'Cancel order']);
    expect(labels('shipped')).toEqual(['Mark as delivered', 'Cancel order']);
    expect(labels('delivered')).toEqual([]);
    expect(labels('cancelled')).toEqual([]);
  });

  it('reminds to check Zelle before marking a pending payment paid', () => {
    const [markPaid] = statusActions(order('pending_payment'));
    expect(markPaid).toMatchObject({
      status: 'paid',
      tone: 'primary',
      confirmation: null,
      hint: 'Check your Zelle account for $64.50 from Hana Lee first.',
    });
  });

  it('asks before cancelling, saying the stock is put back', () => {
    const cancel = statusActions(order('paid')).find((action) => action.status === 'cancelled');
    expect(cancel?.tone).toBe('danger');
    expect(cancel?.confirmation).toContain('Its items are put back in stock.');
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
