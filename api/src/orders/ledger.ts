// The money recorded on orders (payments received, refunds given), read for their totals and
// their desk view: one order at a time, or a whole desk page in one query each.

import type { PaymentRecord, PaymentStore } from '../payments/store.ts';
import type { RefundRecord, RefundStore } from './refund-store.ts';
import type { OrderLedgerAmounts } from './totals.ts';

export interface OrderMoney {
  payments: PaymentRecord[];
  refunds: RefundRecord[];
}

export type OrderLedger = ReturnType<typeof createOrderLedger>;

export function amountsOf(money: OrderMoney): OrderLedgerAmounts {
  return {
    payments: money.payments.map((payment) => payment.amountCents),
    refunds: money.refunds.map((refund) => refund.amountCents),
  };
}

export function createOrderLedger({
  payments,
  refunds,
}: {
  payments: PaymentStore;
  refunds: RefundStore;
}) {
  const moneyOf = (orderId: string): OrderMoney => ({
    payments: payments.of('order', orderId),
    refunds: refunds.of(orderId),
  });
  return {
    moneyOf,
    moneyOfMany(ids: readonly string[]): Map<string, OrderMoney> {
      const paid = payments.ofMany('order', ids);
      const given = refunds.ofMany(ids);
      return new Map(
        ids.map((id) => [id, { payments: paid.get(id) ?? [], refunds: given.get(id) ?? [] }]),
      );
    },
    amountsOf(orderId: string): OrderLedgerAmounts {
      return amountsOf(moneyOf(orderId));
    },
  };
}
