import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, paymentProblem, statusForBalance } from './payments.ts';

describe('payments in parts', () => {
  it('takes a payment up to the balance and no more', () => {
    expect(paymentProblem(3000, 1000)).toBeNull();
    expect(paymentProblem(3000, 3000)).toBeNull();
    expect(paymentProblem(3000, 3001)).toBe('This payment is more than the balance due ($30.00).');
    expect(paymentProblem(0, 100)).toBe(PAYMENT_MESSAGES.nothingDue);
  });

  it('lets the status follow the balance', () => {
    expect(statusForBalance(0, 3000)).toBe('pending_payment');
    expect(statusForBalance(1000, 3000)).toBe('partially_paid');
    expect(statusForBalance(3000, 3000)).toBe('paid');
  });
});
