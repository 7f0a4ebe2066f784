import type { ContactType, OrderStatus } from '@kawaii/shared';

export interface SeedOrderLine {
  /** SeedProduct key; the line copies its title, first image and prices. */
  product: string;
  quantity: number;
}

/** The demo customer's orders, oldest first; numbers are given from 10042 up in this order. */
export interface SeedOrder {
  lines: SeedOrderLine[];
  contact: string;
  contactType: ContactType;
  message: string;
  /** Every status the order went through, with when; the last one is the current status. */
  history: { status: OrderStatus; at: string; note: string }[];
  /** Once shipped: who carries the parcel and its number. */
  tracking?: { carrier: string; number: string };
}

export const CUSTOMER_ORDERS: SeedOrder[] = [
  {
    lines: [
      { product: 'strawberry-bunny-plush', quantity: 1 },
      { product: 'kawaii-friends-sticker-sheet', quantity: 2 },
    ],
    contact: 'customer@kawaii-atelier.example',
    contactType: 'email',
    message: 'It is a birthday present for my sister, could you add a little note? Thank you!',
    history: [
      { status: 'pending_payment', at: '2026-03-14T19:05:00.000Z', note: '' },
      { status: 'paid', at: '2026-03-15T08:30:00.000Z', note: 'Zelle payment received' },
      { status: 'shipped', at: '2026-03-16T14:00:00.000Z', note: 'Wrapped with a birthday note!' },
      { status: 'delivered', at: '2026-03-19T17:10:00.000Z', note: '' },
    ],
    tracking: { carrier: 'USPS', number: '9400100000000000000042' },
  },
  {
    lines: [
      { product: 'moonlit-mushroom-print', quantity: 1 },
      { product: 'bunny-acrylic-keychain', quantity: 1 },
    ],
    contact: '(555) 013-4477',
    contactType: 'phone',
    message: '',
    history: [
      { status: 'pending_payment', at: '2026-05-19T21:40:00.000Z', note: '' },
      { status: 'paid', at: '2026-05-20T09:15:00.000Z', note: 'Zelle payment received' },
      { status: 'shipped', at: '2026-05-21T15:30:00.000Z', note: 'On its way to you!' },
    ],
    tracking: { carrier: 'USPS', number: '9400100000000000000043' },
  },
  {
    lines: [
      { product: 'cloud-sheep-cuddle-doll', quantity: 1 },
      { product: 'strawberry-dreams-sticker-sheet', quantity: 2 },
    ],
    contact: '@lily.loves.plush',
    contactType: 'telegram',
    message: 'No rush at all!',
    history: [
      { status: 'pending_payment', at: '2026-09-07T12:00:00.000Z', note: '' },
      { status: 'paid', at: '2026-09-08T10:45:00.000Z', note: 'Zelle payment received' },
    ],
  },
];
