import { operations, wishlistEntrySchema, WISHLIST_KINDS } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import { badRequest } from '../core/errors.ts';
import type { WishlistService } from './service.ts';

/** The kind and id in the path, checked like a body. */
function entryOf(params: { kind: string; id: string }) {
  const parsed = wishlistEntrySchema.safeParse(params);
  if (!parsed.success) {
    throw badRequest(
      `Unknown wishlist entry: use /api/wishlist/{${WISHLIST_KINDS.join('|')}}/{id}`,
    );
  }
  return parsed.data;
}

/** Mounted at /api/wishlist. Access 'user' guarantees a signed-in viewer. */
export function wishlistRoutes(wishlist: WishlistService): RouteTable {
  const table = createRouteTable('/wishlist');

  table.handle(operations.getWishlist, ({ viewer }) => ({ items: wishlist.list(viewer.userId!) }));

  table.handle(operations.addToWishlist, ({ viewer, params }) => ({
    items: wishlist.add(viewer.userId!, entryOf(params)),
  }));

  table.handle(operations.removeFromWishlist, ({ viewer, params }) => ({
    items: wishlist.remove(viewer.userId!, entryOf(params)),
  }));

  table.handle(operations.mergeWishlist, ({ viewer, body }) => ({
    items: wishlist.merge(viewer.userId!, body.items),
  }));

  return table;
}
