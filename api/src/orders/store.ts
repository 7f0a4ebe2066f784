import type { ContactType, OrderStatus, PaymentMethod } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

export interface OrderRecord {
  id: string;
  /** Shown as KA-<number> (formatOrderNumber). */
  orderNumber: number;
  userId: string | null;
  status: OrderStatus;
  customerName: string;
  email: string;
  contact: string;
  contactType: ContactType;
  message: string;
  paymentMethod: PaymentMethod;
  totalCents: number;
  rewardPointsEarned: number;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderItemRecord {
  productId: string | null;
  title: string;
  image: string | null;
  priceCents: number;
  discountPriceCents: number | null;
  quantity: number;
}

export interface OrderStatusEventRecord {
  status: OrderStatus;
  note: string;
  actorId: string | null;
  createdAt: string;
}

export type OrderStore = ReturnType<typeof createOrderStore>;

export function createOrderStore(db: Db) {
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, order_number, user_id, status, customer_name, email, contact,
       contact_type, message, payment_method, total_cents, reward_points_earned, paid_at,
       created_at, updated_at)
     VALUES (@id, @orderNumber, @userId, @status, @customerName, @email, @contact,
       @contactType, @message, @paymentMethod, @totalCents, @rewardPointsEarned, @paidAt,
       @createdAt, @updatedAt)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, product_id, title, image, price_cents,
       discount_price_cents, quantity, position)
     VALUES (@orderId, @productId, @title, @image, @priceCents,
       @discountPriceCents, @quantity, @position)`,
  );
  const insertEvent = db.prepare(
    `INSERT INTO order_status_events (order_id, status, note, actor_id, created_at)
     VALUES (@orderId, @status, @note, @actorId, @createdAt)`,
  );

  return {
    /** The order with its lines (in the given order) and its status history, together. */
    insert: db.transaction(
      (
        order: OrderRecord,
        items: readonly OrderItemRecord[],
        history: readonly OrderStatusEventRecord[],
      ) => {
        insertOrder.run(order);
        items.forEach((item, position) => insertItem.run({ ...item, orderId: order.id, position }));
        for (const event of history) insertEvent.run({ ...event, orderId: order.id });
      },
    ),
  };
}
