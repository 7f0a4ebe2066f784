import { useId, useRef, useState, type FormEvent } from 'react';
import {
  cartTotal,
  checkoutFormSchema,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  type ContactType,
  fieldErrors,
  formatCents,
  fromCents,
  NO_TAX,
  notShippedMessage,
  orderTaxTerms,
  orderTotalsRows,
  quoteShipping,
  shippingAddressSchema,
  toCents,
  unknownTaxRegionMessage,
} from '@kawaii/shared';
import { useCart } from '../stores/cart.ts';
import { fieldMessages } from '../ui/field-messages.tsx';
import { useSession } from '../stores/session.ts';
import { useCheckoutDraft, type AddressField, type DraftText } from './checkout-draft.ts';
import { OrderErrorModal } from './OrderErrorModal.tsx';
import { useCartPanel } from './panel-store.ts';
import { checkoutPricing } from './order-submission.ts';
import { PaymentMethods } from './PaymentMethods.tsx';
import { PaymentPlanField } from './PaymentPlanField.tsx';
import { useChosenPlan } from './use-layaway.ts';
import { PromoCodeField } from './PromoCodeField.tsx';
import { usePromoCode } from './promo-code-store.ts';
import { RewardCodeField } from './RewardCodeField.tsx';
import { useRewardCode } from './reward-code-store.ts';
import { ShippingAddressFields } from './ShippingAddressFields.tsx';
import { useShippingZones } from './use-shipping-zones.ts';
import { useTaxSettings } from './use-tax-settings.ts';
import { usePlaceOrder } from './use-place-order.ts';
import { ZelleInstructions } from './ZelleInstructions.tsx';
import './form-fields.css';

const CONTACT_HINTS: Record<Exclude<ContactType, 'email'>, string> = {
  phone: '(555) 123-4567',
  whatsapp: '+1 555 123 4567',
  telegram: '@username',
};

type Errors = Partial<Record<DraftText, string>>;
type AddressErrors = Partial<Record<AddressField, string>>;

/** Step 2 of the panel: who is ordering, how to reach them, and how to pay. */
export function CheckoutForm() {
  const items = useCart((state) => state.items);
  const user = useSession((state) => state.user);
  const { draft, setText, setContactType, setAddress, setAddressField } = useCheckoutDraft();
  const zones = useShippingZones();
  const taxSettings = useTaxSettings();
  const showCart = useCartPanel((state) => state.showCart);
  const { submitting, failure, submit, dismissFailure } = usePlaceOrder();
  const applied = useRewardCode((state) => state.applied);
  // A code belongs to an account: signed out, it no longer applies.
  const reward = user ? applied : null;
  const promo = usePromoCode((state) => state.applied);
  const [errors, setErrors] = useState<Errors>({});
  // Unticked until the shopper ticks it: signing up is their choice, never the default.
  const [wantsNewsletter, setWantsNewsletter] = useState(false);
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  // Signed in, the order goes to the account's email (read-only) and the name is offered.
  const name = draft.name ?? user?.name ?? '';
  const email = user ? user.email : draft.email;
  // A signed-in shopper's saved address fills the form until they change it for this order;
  // the recipient defaults to the orderer's name.
  const startingAddress =
    !draft.addressTouched && user?.shippingAddress ? user.shippingAddress : draft.address;
  const address = { ...startingAddress, name: startingAddress.name || name };
  const country = address.country;
  const itemsCents = toCents(cartTotal(items));
  const quote = zones && country ? quoteShipping(zones, country, itemsCents) : null;
  const refusal = zones && country && !quote ? notShippedMessage(country) : null;
  // The tax of the address's state, province or country, once the address says which.
  const taxLookup = taxSettings && country ? orderTaxTerms(taxSettings, address) : NO_TAX;
  const tax = 'unknownRegionOf' in taxLookup ? NO_TAX : taxLookup;
  const taxProblem =
    'unknownRegionOf' in taxLookup ? unknownTaxRegionMessage(taxLookup.unknownRegionOf) : null;
  // Shipping is quoted on the shopper's own items; a reward code then changes the total.
  const pricing = checkoutPricing(items, quote?.shippingCents ?? 0, reward, promo, tax);
  const taxRow = orderTotalsRows(pricing.totals, {
    taxName: tax.taxName,
    taxIncluded: tax.taxIncluded,
  }).find((row) => row.key === 'tax');
  // Layaway, when the shop offers it for this total: the first instalment is what is sent now.
  const plan = useChosenPlan(pricing.totalCents, items);

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
    const shipTo = shippingAddressSchema.safeParse(address);
    if (!parsed.success || !shipTo.success) {
      const found = parsed.success ? {} : (fieldErrors(parsed.error) as Errors);
      const foundAddress = shipTo.success ? {} : (fieldErrors(shipTo.error) as AddressErrors);
      setErrors(found);
      setAddressErrors(foundAddress);
      const first =
        Object.keys(found)[0] ?? `shippingAddress.${Object.keys(foundAddress)[0] ?? ''}`;
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setAddressErrors({});
    if (!quote || taxProblem || pricing.rewardProblem || pricing.promoProblem) return;
    const subscriber = wantsNewsletter ? parsed.data.email : null;
    void submit(parsed.data, shipTo.data, quote, reward, promo, tax).then(async (placed) => {
      if (!placed || !subscriber) return;
      const { subscribeToNewsletter } = await import('../api/newsletter-api.ts');
      await subscribeToNewsletter(fetch, {
        email: subscriber,
        source: 'checkout',
        page: '/checkout',
      });
    });
  }

  const { described, errorOf } = fieldMessages(id, errors);
  const fieldProps = (field: DraftText) => ({
    ...described(field),
    name: field,
    disabled: submitting,
  });

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
      <ShippingAddressFields
        idPrefix={id}
        address={address}
        errors={addressErrors}
        disabled={submitting}
        onChange={(field, value) => {
          // The first change starts from the address shown (the profile's), not a blank one.
          if (!draft.addressTouched) setAddress(address);
          setAddressField(field, value);
        }}
      />
      <PromoCodeField
        disabled={submitting}
        items={items}
        email={email}
        discountCents={pricing.promoCents}
        problem={pricing.promoProblem}
      />
      <RewardCodeField disabled={submitting} problem={quote ? pricing.rewardProblem : null} />
      <PaymentMethods disabled={submitting} />
      <PaymentPlanField plan={plan} disabled={submitting} />
      <ZelleInstructions total={fromCents(plan.dueNowCents)} />
      <label className="checkout-form__newsletter">
        <input
          type="checkbox"
          name="newsletter"
          checked={wantsNewsletter}
          disabled={submitting}
          onChange={(event) => setWantsNewsletter(event.target.checked)}
        />{' '}
        Email me the newsletter about new drops (we send a link to confirm first; unsubscribe any
        time)
      </label>
      <div className="cart-panel__footer">
        <dl className="cart-sums">
          <div>
            <dt>Items</dt>
            <dd>{formatCents(itemsCents)}</dd>
          </div>
          <div>
            <dt>
              Shipping
              {quote?.zone && (
                <span className="cart-sums__estimate">
                  {' '}
                  · {quote.zone.name}
                  {quote.zone.estimate && `, ${quote.zone.estimate}`}
                </span>
              )}
            </dt>
            <dd>
              {quote
                ? quote.shippingCents === 0
                  ? quote.zone
                    ? 'Free'
                    : 'Arranged with you'
                  : formatCents(quote.shippingCents)
                : 'Choose your country'}
            </dd>
          </div>
          {reward && pricing.addedItemCents > 0 && (
            <div>
              <dt>{reward.item?.title} × 1 (your reward)</dt>
              <dd>{formatCents(pricing.addedItemCents)}</dd>
            </div>
          )}
          {promo && pricing.promoCents > 0 && (
            <div className="cart-sums__reward">
              <dt>Promo code {promo.code}</dt>
              <dd>-{formatCents(pricing.promoCents)}</dd>
            </div>
          )}
          {reward && pricing.discountCents > 0 && (
            <div className="cart-sums__reward">
              <dt>Reward code</dt>
              <dd>-{formatCents(pricing.discountCents)}</dd>
            </div>
          )}
          {taxRow ? (
            <div data-row="tax">
              <dt>{taxRow.label}</dt>
              <dd>{formatCents(taxRow.cents)}</dd>
            </div>
          ) : (
            taxSettings?.enabled &&
            !country && (
              <div data-row="tax">
                <dt>Tax</dt>
                <dd>Choose your country</dd>
              </div>
            )
          )}
        </dl>
        {refusal && (
          <p className="form-error" role="alert">
            {refusal}
          </p>
        )}
        {taxProblem && (
          <p className="form-error" role="alert">
            {taxProblem}
          </p>
        )}
        <p className="cart-total">
          <span>Total</span>
          <strong>{formatCents(pricing.totalCents)}</strong>
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
            disabled={
              submitting ||
              items.length === 0 ||
              refusal !== null ||
              taxProblem !== null ||
              pricing.rewardProblem !== null ||
              pricing.promoProblem !== null
            }
          >
            {submitting ? 'Processing...' : 'Place Order'}
          </button>
        </div>
      </div>
      <OrderErrorModal failure={failure} onClose={dismissFailure} />
    </form>
  );
}
