import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { checkoutFormSchema, orderStatusPatchSchema, orderSubmissionSchema } from './orders.ts';

const checkout = {
  name: 'Hana',
  email: 'hana@example.com',
  contact: '+1 555 0100',
  contactType: 'whatsapp',
  paymentMethod: 'zelle',
};
const line = {
  id: 'p1',
  title: 'Bunny Doll',
  price: 40,
  discountPrice: 30,
  quantity: 2,
  image: '/uploads/bunny.webp',
  stock: 3,
};

const ADDRESS = {
  name: 'Hana',
  line1: '1 Bay St',
  line2: '',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5J 2N8',
  country: 'CA',
};

describe('checkoutFormSchema', () => {
  it('requires name, email and contact; message is optional', () => {
    expect(checkoutFormSchema.parse(checkout)).toEqual({ ...checkout, message: '' });
    const result = checkoutFormSchema.safeParse({ contactType: 'phone', paymentMethod: 'zelle' });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      contact: 'Contact is required',
    });
  });

  it('needs an email address as contact when the contact method is email', () => {
    const result = checkoutFormSchema.safeParse({ ...checkout, contactType: 'email' });
    expect(fieldErrors(result.error!)).toEqual({ contact: 'Enter a valid email address' });
    const ok = { ...checkout, contactType: 'email', contact: 'hana@example.com' };
    expect(checkoutFormSchema.safeParse(ok).success).toBe(true);
  });

  it('names the allowed contact methods', () => {
    const result = checkoutFormSchema.safeParse({ ...checkout, contactType: 'pigeon' });
    expect(fieldErrors(result.error!)).toEqual({
      contactType: 'Contact method must be one of email, phone, whatsapp, telegram',
    });
  });
});

describe('orderSubmissionSchema', () => {
  it('accepts the checkout payload and drops cart-only fields', () => {
    const order = orderSubmissionSchema.parse({
      ...checkout,
      shippingAddress: ADDRESS,
      message: 'Gift wrap please',
      items: [line],
      total: 60,
    });
    expect(order.items).toEqual([
      {
        id: 'p1',
        title: 'Bunny Doll',
        price: 40,
        discountPrice: 30,
        quantity: 2,
        image: '/uploads/bunny.webp',
      },
    ]);
    expect(order.message).toBe('Gift wrap please');
  });

  it('accepts any payment method of the enum (the service refuses non-Zelle)', () => {
    const order = {
      ...checkout,
      shippingAddress: ADDRESS,
      paymentMethod: 'paypal',
      items: [line],
      total: 60,
    };
    expect(orderSubmissionSchema.safeParse(order).success).toBe(true);
    const bad = orderSubmissionSchema.safeParse({ ...order, paymentMethod: 'cash' });
    expect(fieldErrors(bad.error!)).toEqual({
      paymentMethod: 'Payment method must be one of zelle, paypal, card',
    });
  });

  it('refuses an empty cart, too many lines and repeated products', () => {
    const empty = orderSubmissionSchema.safeParse({
      ...checkout,
      shippingAddress: ADDRESS,
      items: [],
      total: 0,
    });
    expect(fieldErrors(empty.error!)).toEqual({ items: 'Your cart is empty' });
    const lines = Array.from({ length: 51 }, (_, i) => ({ ...line, id: `p${i}` }));
    const many = orderSubmissionSchema.safeParse({
      ...checkout,
      shippingAddress: ADDRESS,
      items: lines,
      total: 1,
    });
    expect(fieldErrors(many.error!)).toEqual({ items: 'An order may have at most 50 lines' });
    const twice = orderSubmissionSchema.safeParse({
      ...checkout,
      shippingAddress: ADDRESS,
      items: [line, line],
      total: 1,
    });
    expect(fieldErrors(twice.error!)).toEqual({
      items: 'Each product may appear only once in an order',
    });
  });

  it('checks each line', () => {
    const result = orderSubmissionSchema.safeParse({
      ...checkout,
      shippingAddress: ADDRESS,
      items: [
        { ...line, quantity: 0 },
        { ...line, id: 'p2', quantity: 1.5 },
      ],
      total: 1,
    });
    expect(fieldErrors(result.error!)).toEqual({
      'items.0.quantity': 'Quantity must be at least 1',
      'items.1.quantity': 'Quantity must be a whole number',
    });
  });

  it('limits the message to 2,000 characters', () => {
    const result = orderSubmissionSchema.safeParse({
      ...checkout,
      shippingAddress: ADDRESS,
      message: 'x'.repeat(2001),
      items: [line],
      total: 60,
    });
    expect(fieldErrors(result.error!)).toEqual({
      message: 'Message must be at most 2,000 characters',
    });
  });
});

describe('orderStatusPatchSchema', () => {
  it('takes a known status and an optional note', () => {
    expect(orderStatusPatchSchema.parse({ status: 'paid' })).toEqual({
      status: 'paid',
      note: '',
      visibleToCustomer: false,
    });
    expect(
      orderStatusPatchSchema.parse({
        status: 'shipped',
        note: ' Packed with love ',
        visibleToCustomer: true,
        carrier: 'USPS',
        trackingNumber: ' 9400 123 ',
      }),
    ).toEqual({
      status: 'shipped',
      note: 'Packed with love',
      visibleToCustomer: true,
      carrier: 'USPS',
      trackingNumber: '9400 123',
    });
    expect(fieldErrors(orderStatusPatchSchema.safeParse({ status: 'lost' }).error!)).toEqual({
      status:
        'Status must be one of pending_payment, partially_paid, paid, shipped, delivered, cancelled, expired',
    });
  });
});
