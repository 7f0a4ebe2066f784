// The cart as stored in the browser under `cartItems` (spec section 3). Stored data may be stale
// or tampered with, so it is parsed like any other input.

import { z } from 'zod';
import type { CartItem } from '../domain/commerce.ts';

export const cartItemSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  price: z.number().nonnegative(),
  discountPrice: z.number().nonnegative().nullable().default(null),
  image: z.string().nullable().default(null),
  stock: z.number().int().nonnegative(),
  quantity: z.number().int().min(1),
}) satisfies z.ZodType<CartItem, unknown>;

export const storedCartSchema = z.array(cartItemSchema);
