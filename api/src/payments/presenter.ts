import type { Payment } from '@kawaii/shared';
import type { PaymentRecord } from './store.ts';

export function presentPayment(payment: PaymentRecord): Payment {
  return {
    _id: payment.id,
    amountCents: payment.amountCents,
    receivedAt: payment.receivedAt,
    method: payment.method,
    reference: payment.reference,
    note: payment.note,
    recordedBy: payment.recordedByName,
  };
}
