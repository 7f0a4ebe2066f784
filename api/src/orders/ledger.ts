// The money recorded on orders (payments received, refunds given), read for their totals and
// their desk view: one order at a time, or a whole desk page in one query each.

import type { PaymentRecord, PaymentStore } from '../payments/store.ts';
import type { OrderLedgerAmounts } from './totals.ts';

export interface OrderMoney {
  payments: PaymentRecord[];
  /** Each refund's amount in cents. */
  refunds: number[];
}

export type OrderLedger = ReturnType<typeof createOrderLedger>;

export function amountsOf(money: OrderMoney): OrderLedgerAmounts {
  return {
    payments: money.payments.map((payment) => payment.amountCents),
    refunds: money.refunds,
  };
}

export function createOrderLedger({ payments }: { payments: PaymentStore }) {
  const moneyOf = (orderId: string): OrderMoney => ({
    payments: payments.of('order', orderId),
    refunds: [],
  });
  return {
    moneyOf,
    moneyOfMany(ids: readonly string[]): Map<string, OrderMoney> {
      const paid = payments.ofMany('order', ids);
      return new Map(ids.map((id) => [id, { payments: paid.get(id) ?? [], refunds: [] }]));
    },
    amountsOf(orderId: string): OrderLedgerAmounts {
      return amountsOf(moneyOf(orderId));
    },
  };
}
