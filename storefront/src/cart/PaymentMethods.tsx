import type { PaymentMethod } from '@kawaii/shared';

const METHODS: { value: PaymentMethod; label: string; available: boolean }[] = [
  { value: 'zelle', label: 'Zelle', available: true },
  { value: 'paypal', label: 'PayPal', available: false },
  { value: 'card', label: 'Credit Card', available: false },
];

/** Only Zelle can be chosen; PayPal and Credit Card are shown as 'Coming Soon'. */
export function PaymentMethods({ disabled }: { disabled: boolean }) {
  return (
    <fieldset className="payment-methods" disabled={disabled}>
      <legend className="field__label">Payment Method</legend>
      {METHODS.map((method) => (
        <label
          key={method.value}
          className={
            method.available ? 'payment-method' : 'payment-method payment-method--unavailable'
          }
        >
          <input
            type="radio"
            name="paymentMethod"
            value={method.value}
            defaultChecked={method.available}
            disabled={!method.available}
          />
          <span className="payment-method__name">{method.label}</span>
          {!method.available && <span className="badge badge--soon">Coming Soon</span>}
        </label>
      ))}
    </fieldset>
  );
}
