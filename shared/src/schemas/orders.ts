// Checkout and orders: the body of POST /api/orders (items, total, buyer, contact, shipping
// address and zone, Zelle as the only payment method). The server reprices every line itself.

import { z } from 'zod';
import {
  CONTACT_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type ShippingAddress,
} from '../domain/commerce.ts';
import { isCountryCode } from '../rules/countries.ts';
import { MAX_INSTALMENTS, MIN_INSTALMENTS } from '../rules/payment-plans.ts';
import {
  emailField,
  oneOf,
  optionalSingleLineText,
  optionalText,
  requiredText,
  singleLineText,
} from './fields.ts';

export const MAX_ORDER_LINES = 50;

const checkoutFields = {
  name: singleLineText('Name', 100),
  email: emailField(),
  contact: singleLineText('Contact', 200),
  contactType: oneOf('Contact method', CONTACT_TYPES),
  message: optionalText('Message', 2000).transform((message) => message ?? ''),
  // Every method is accepted here; the order service refuses all but Zelle with its own message.
  paymentMethod: oneOf('Payment method', PAYMENT_METHODS),
};

const isEmail = (text: string): boolean => z.email().safeParse(text).success;

/** When the contact method is email, the contact must be an email address. */
function contactMatchesType(fields: { contact: string; contactType: string }): boolean {
  return fields.contactType !== 'email' || isEmail(fields.contact);
}
const contactMismatch = { error: 'Enter a valid email address', path: ['contact'] };

const blankWhenMissing = (label: string, max: number) =>
  optionalText(label, max).transform((value) => value ?? '');

/** Where the parcel goes: the checkout's address, and the profile's saved one. */
export const shippingAddressSchema = z.object({
  name: requiredText('Recipient', 100),
  line1: requiredText('Address line 1', 200),
  line2: blankWhenMissing('Address line 2', 200),
  city: requiredText('City', 100),
  region: blankWhenMissing('State or region', 100),
  postalCode: requiredText('Postal code', 20),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'Choose a country from the list'),
}) satisfies z.ZodType<ShippingAddress, unknown>;

/** The checkout form of the cart panel (step 2). */
export const checkoutFormSchema = z
  .object(checkoutFields)
  .refine(contactMatchesType, contactMismatch);
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

const orderLineSchema = z.object({
  id: requiredText('Product id', 100),
  title: z.string({ error: 'Item title must be text' }).max(200),
  price: z.number({ error: 'Item price must be a number' }).nonnegative(),
  discountPrice: z
    .number({ error: 'Item discount price must be a number' })
    .nonnegative()
    .nullish(),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1'),
  image: z.string().nullish(),
  /** The variant bought, for a product that has variants. */
  variantId: z
    .string({ error: 'Variant id must be text' })
    .trim()
    .min(1, 'Variant id must not be blank')
    .max(100, 'Variant id must be at most 100 characters')
    .optional(),
  /** As the cart showed them; the server takes the variant's own. */
  options: z.record(z.string().max(40), z.string().max(40)).optional(),
});

/** The body of POST /api/orders. Prices and the total are checked again by the server. */
export const orderSubmissionSchema = z
  .object({
    ...checkoutFields,
    items: z
      .array(orderLineSchema, { error: 'Items must be a list' })
      .min(1, 'Your cart is empty')
      .max(MAX_ORDER_LINES, `An order may have at most ${MAX_ORDER_LINES} lines`)
      .refine(
        (items) =>
          new Set(items.map((item) => `${item.id}/${item.variantId ?? ''}`)).size === items.length,
        { error: 'Each product may appear only once in an order' },
      ),
    total: z.number({ error: 'Total must be a number' }).nonnegative('Total must be 0 or more'),
    shippingAddress: shippingAddressSchema,
    /** The zone the cart quoted; the server recomputes it from the country. */
    shippingZoneId: optionalText('Shipping zone', 100),
    /** The tax the checkout showed, in cents; the server recomputes it (409 when it differs). */
    taxCents: z
      .number({ error: 'Tax must be a number' })
      .int('Tax must be in whole cents')
      .nonnegative('Tax must be 0 or more')
      .optional(),
    /** A reward code of the signed-in buyer; the server checks it and prices it itself. */
    rewardCode: optionalSingleLineText('Reward code', 40),
    promoCode: optionalSingleLineText('Promo code', 40),
    /** Layaway: the number of instalments chosen; left out, the order is paid at once. */
    paymentPlan: z
      .object(
        {
          instalments: z
            .number({ error: 'Instalments must be a number' })
            .int('Instalments must be a whole number')
            .min(MIN_INSTALMENTS, `Instalments must be ${MIN_INSTALMENTS} or more`)
            .max(MAX_INSTALMENTS, `Instalments must be ${MAX_INSTALMENTS} or less`),
        },
        { error: 'Payment plan must be an object' },
      )
      .optional(),
  })
  .refine(contactMatchesType, contactMismatch);
export type OrderSubmission = z.infer<typeof orderSubmissionSchema>;

/** PATCH /api/orders/:id from the admin order desk. */
export const orderStatusPatchSchema = z
  .object({
    status: oneOf('Status', ORDER_STATUSES),
    note: optionalText('Note', 500).transform((note) => note ?? ''),
    /** Whether the customer sees the note on the order page and in the email. */
    visibleToCustomer: z
      .boolean({ error: 'visibleToCustomer must be true or false' })
      .default(false),
    /** Marking as shipped: who carries the parcel and its tracking number. */
    carrier: optionalText('Carrier', 60),
    trackingNumber: optionalText('Tracking number', 100),
  })
  .refine((patch) => patch.status !== 'shipped' || Boolean(patch.carrier), {
    error: 'Carrier is required',
    path: ['carrier'],
  })
  .refine((patch) => patch.status !== 'shipped' || Boolean(patch.trackingNumber), {
    error: 'Tracking number is required',
    path: ['trackingNumber'],
  });
export type OrderStatusPatch = z.infer<typeof orderStatusPatchSchema>;

/** A client address (IPv4 or IPv6) the desk looks up or releases the reservations of. */
export const clientAddressQuerySchema = z.object({
  address: z
    .string({ error: 'address is required' })
    .trim()
    .pipe(z.union([z.ipv4(), z.ipv6()], { error: 'address must be an IP address' })),
});
