import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { orderTotals, type AdminApi, type AdminOrder } from '@kawaii/shared';
import { createQueryClient } from '../../query/query-client.ts';
import { AdminApiProvider } from '../admin-api-context.tsx';
import { OrderDetails } from './OrderDetails.tsx';

const order: AdminOrder = {
  _id: 'o-1',
  orderId: 'KA-10042',
  status: 'pending_payment',
  items: [
    {
      id: 'p-1',
      title: 'Bunny Doll',
      image: '/uploads/abc-800x800.webp',
      price: 30,
      discountPrice: 25,
      quantity: 2,
    },
    { id: 'p-2', title: 'Sticker', image: null, price: 4, discountPrice: null, quantity: 1 },
  ],
  total: 54,
  shipping: 0,
  discount: 0,
  rewardCode: null,
  promoCode: null,
  promoDiscount: 0,
  totals: orderTotals({
    lines: [
      { unitCents: 2500, quantity: 2 },
      { unitCents: 400, quantity: 1 },
    ],
  }),
  shippingZone: null,
  shippingAddress: {
    name: 'Hana Lee',
    line1: '1 Bay St',
    line2: '',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5J 2N8',
    country: 'CA',
  },
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  expiresAt: null,
  timeline: [],
  orderPath: '/order/KA-10042?key=k',
  clientAddress: '203.0.113.9',
  payments: [],
  refunds: [],
  rewardPointsEarned: 0,
  achievements: [],
  createdAt: '2026-03-03T10:04:00.000Z',
  updatedAt: '2026-03-03T10:04:00.000Z',
  userId: 'u-1',
  name: 'Hana Lee',
  email: 'hana@example.com',
  contact: '(555) 123-4567',
  contactType: 'whatsapp',
  message: 'Gift wrap please',
  paymentMethod: 'zelle',
  history: [
    {
      status: 'pending_payment',
      note: 'Placed online',
      visibleToCustomer: false,
      createdAt: '2026-03-03T10:04:00.000Z',
    },
  ],
};

function render(value: AdminOrder) {
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <AdminApiProvider api={{} as AdminApi}>
        <OrderDetails order={value} onChanged={vi.fn()} onClose={vi.fn()} />
      </AdminApiProvider>
    </QueryClientProvider>,
  );
}

describe('OrderDetails', () => {
  it('shows the items with unit price and line total, the total, the customer and the history', () => {
    const html = render(order);
    expect(html).toContain('Order KA-10042');
    expect(html).toContain('Awaiting Payment');
    expect(html).toContain('2 × $25.00');
    expect(html).toContain('$50.00');
    expect(html).toContain('$54.00');
    expect(html).toContain('href="mailto:hana@example.com"');
    expect(html).toContain('Contact by WhatsApp');
    expect(html).toContain('Gift wrap please');
    expect(html).toContain('Zelle');
    expect(html).toContain('Placed online');
  });

  it('shows where the parcel goes, as on the label, with copy and print buttons', () => {
    const html = render({ ...order, shipping: 12, shippingZone: 'Canada' });
    expect(html).toContain(
      '<address class="order-address"><span>Hana Lee</span><span>1 Bay St</span><span>Toronto, ON M5J 2N8</span><span>Canada</span></address>',
    );
    expect(html).toContain('Shipping (Canada) <strong>$12.00</strong>');
    expect(html).toContain('>Copy address</button>');
    expect(html).toContain('>Print packing slip</button>');
    const shipped = render({
      ...order,
      status: 'shipped',
      carrier: 'Canada Post',
      trackingNumber: '1234 5678',
      trackingUrl: 'https://www.canadapost-postescanada.ca/track?pin=12345678',
    });
    expect(shipped).toContain('Canada Post tracking');
    expect(shipped).toContain('>1234 5678</a>');
    const older = render({ ...order, shippingAddress: null });
    expect(older).toContain('placed before addresses were asked for');
    expect(older).not.toContain('Copy address');
  });

  it('offers the next moves of the workflow, and none once delivered', () => {
    const pending = render(order);
    expect(pending).toContain('>Mark as paid</button>');
    expect(pending).toContain('>Cancel order</button>');
    expect(pending).toContain('Check your Zelle account for $54.00 from Hana Lee first.');
    const delivered = render({ ...order, status: 'delivered' });
    expect(delivered).not.toContain('</textarea>');
    expect(delivered).toContain('there is nothing more to do');
  });
});
