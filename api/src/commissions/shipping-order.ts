// A finished commission ships as an order, so the desk, the packing slip, the client's order
// page and the tracking mail treat it like any other parcel. The order's one line is the
// commission; its price was paid on the commission (the payments stay in its ledger), so the
// line is written at 0 with the price in its title, and the order is paid and shipped at once.

import { formatCents, quoteShipping, trackingUrlFor, type ShippingAddress } from '@kawaii/shared';
import { newId } from '../db/ids.ts';
import type { OrderMail } from '../orders/order-mail.ts';
import { newOrderKey } from '../orders/placement.ts';
import type { OrderRecord, OrderStore } from '../orders/store.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import type { CommissionRecord } from './store.ts';

export interface CommissionShipment {
  shippingAddress: ShippingAddress;
  carrier: string;
  trackingNumber: string;
  /** What the client reads with the tracking. */
  note: string;
}

export type ShipCommissionOrder = ReturnType<typeof createCommissionShipping>;

export function createCommissionShipping({
  orders,
  settings,
  mail,
}: {
  orders: OrderStore;
  settings: SettingsStore;
  mail: OrderMail;
}) {
  /** Call inside the commission's transaction: the order, its history and the tracking mail. */
  return (
    commission: CommissionRecord,
    priceCents: number,
    shipment: CommissionShipment,
    actorId: string | null,
    at: string,
  ): OrderRecord => {
    const zones = presentSettings(settings.get()).shippingZones;
    const zone = quoteShipping(zones, shipment.shippingAddress.country, 0)?.zone ?? null;
    const order: OrderRecord = {
      id: newId(),
      orderNumber: orders.nextOrderNumber(),
      userId: commission.userId,
      status: 'shipped',
      customerName: commission.name,
      email: commission.email,
      contact: commission.email,
      contactType: 'email',
      message: `Commission #${commission.number}`,
      paymentMethod: 'zelle',
      totalCents: 0,
      rewardPointsEarned: 0,
      paidAt: at,
      createdAt: at,
      updatedAt: at,
      orderKey: newOrderKey(),
      shippingAddress: shipment.shippingAddress,
      shippingCents: 0,
      shippingZone: zone?.name ?? null,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: trackingUrlFor(shipment.carrier, shipment.trackingNumber),
      expiresAt: null,
      reminderSentAt: null,
      discountCents: 0,
      rewardCode: null,
      promoCode: null,
      promoDiscountCents: 0,
      taxCents: 0,
      taxIncluded: false,
      taxName: null,
      taxRegion: null,
    };
    const event = { note: '', visibleToCustomer: false, actorId, createdAt: at };
    orders.insert(
      order,
      [
        {
          productId: null,
          title: `Commission #${commission.number}: ${commission.size} (${formatCents(priceCents)}, paid on the commission)`,
          image: null,
          priceCents: 0,
          discountPriceCents: null,
          quantity: 1,
        },
      ],
      [
        { ...event, status: 'paid', note: `Paid on commission #${commission.number}` },
        {
          ...event,
          status: 'shipped',
          note: shipment.note,
          visibleToCustomer: shipment.note !== '',
        },
      ],
    );
    const shipped = orders.findById(order.id)!;
    mail.shipped(shipped, shipment.note);
    return shipped;
  };
}
