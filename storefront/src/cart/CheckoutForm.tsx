import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  cartTotal,
  checkoutFormSchema,
  fieldErrors,
  formatMoney,
  type ContactType,
} from '@kawaii/shared';
import { useCart } from '../stores/cart.ts';
import { useSession } from '../stores/session.ts';
import { useCheckoutDraft, type DraftText } from './checkout-draft.ts';
import { OrderErrorModal } from './OrderErrorModal.tsx';
import { useCartPanel } from './panel-store.ts';
import { PaymentMethods } from './PaymentMethods.tsx';
import { usePlaceOrder } from './use-place-order.ts';
import { ZelleInstructions } from './ZelleInstructions.tsx';
import './form-fields.css';

const CONTACT_HINTS: Record<Exclude<ContactType, 'email'>, string> = {
  phone: '(555) 123-4567',
  whatsapp: '+1 555 123 4567',
  telegram: '@username',
};

type Errors = Partial<Record<DraftText, string>>;

/** Step 2 of the panel: who is ordering, how to reach them, and how to pay. */
export function CheckoutForm() {
  const items = useCart((state) => state.items);
  const user = useSession((state) => state.user);
  const { draft, setText, setContactType } = useCheckoutDraft();
  const showCart = useCartPanel((state) => state.showCart);
  const { submitting, failure, submit, dismissFailure } = usePlaceOrder();
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  // Signed in, the order goes to the account's email (read-only) and the name is offered.
  const name = draft.name ?? user?.name ?? '';
  const email = user ? user.email : draft.email;

  function send(event: FormEvent) {
    event.preventDefault();
    const parsed = checkoutFormSchema.safeParse({
      name,
      email,
      // The email method reaches the shopper at the email they gave just above.
      contact: draft.contactType === 'email' ? email : draft.contact,
      contactType: draft.contactType,
      message: draft.message,
      paymentMethod: 'zelle',
    });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Errors;
      setErrors(found);
      const first = Object.keys(found)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    void submit(parsed.data);
  }

  const fieldProps = (field: DraftText) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    disabled: submitting,
  });
  const errorOf = (field: DraftText) =>
    errors[field] && (
      <span id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </span>
    );

  return (
    <form ref={formRef} className="checkout-form" onSubmit={send} noValidate>
      <p className="checkout-form__intro">
        Tell us how to reach you and we will confirm your order personally. ♡
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          {...fieldProps('name')}
          type="text"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setText('name', event.target.value)}
        />
        {errorOf('name')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          Email
        </label>
        <input
          {...fieldProps('email')}
          type="email"
          autoComplete="email"
          required
          readOnly={user !== null}
          value={email}
          onChange={(event) => setText('email', event.target.value)}
        />
        {user && <span className="field__hint">The email of your account.</span>}
        {errorOf('email')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-contactType`}>
          Preferred Contact Method
        </label>
        <select
          id={`${id}-contactType`}
          name="contactType"
          value={draft.contactType}
          disabled={submitting}
          onChange={(event) => setContactType(event.target.value as ContactType)}
        >
          {CONTACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {CONTACT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      {draft.contactType === 'email' ? (
        <p className="field__hint checkout-form__contact-note">We will write to the email above.</p>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-contact`}>
            Contact ({CONTACT_TYPE_LABELS[draft.contactType]})
          </label>
          <input
            {...fieldProps('contact')}
            type="text"
            placeholder={CONTACT_HINTS[draft.contactType]}
            required
            value={draft.contact}
            onChange={(event) => setText('contact', event.target.value)}
          />
          {errorOf('contact')}
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-message`}>
          Message <span className="field__optional">(optional)</span>
        </label>
        <textarea
          {...fieldProps('message')}
          rows={3}
          value={draft.message}
          onChange={(event) => setText('message', event.target.value)}
        />
        {errorOf('message')}
      </div>
      <PaymentMethods disabled={submitting} />
      <ZelleInstructions total={cartTotal(items)} />
      <div className="cart-panel__footer">
        <p className="cart-total">
          <span>Total</span>
          <strong>{formatMoney(cartTotal(items))}</strong>
        </p>
        <div className="checkout-form__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={submitting}
            onClick={showCart}
          >
            Back
          </button>
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={submitting || items.length === 0}
          >
            {submitting ? 'Processing...' : 'Place Order'}
          </button>
        </div>
      </div>
      <OrderErrorModal failure={failure} onClose={dismissFailure} />
    </form>
  );
}
