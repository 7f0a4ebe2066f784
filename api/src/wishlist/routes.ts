import { wishlistEntrySchema, wishlistMergeSchema, WISHLIST_KINDS } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import { badRequest } from '../http/errors.ts';
import type { WishlistService } from './service.ts';

/** The kind and id in the path, checked like a body. */
function entryOf(params: Record<string, string>) {
  const parsed = wishlistEntrySchema.safeParse({ kind: params['kind'], id: params['id'] });
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

  table.get(
    '/',
    { summary: "The signed-in customer's wishlist, newest first", access: 'user' },
    ({ viewer }) => ({ items: wishlist.list(viewer.userId!) }),
  );

  table.put(
    '/:kind/:id',
    { summary: 'Adds a product or an artwork to the wishlist (again: no change)', access: 'user' },
    ({ viewer, params }) => ({ items: wishlist.add(viewer.userId!, entryOf(params)) }),
  );

  table.delete(
    '/:kind/:id',
    { summary: 'Removes a product or an artwork from the wishlist', access: 'user' },
    ({ viewer, params }) => ({ items: wishlist.remove(viewer.userId!, entryOf(params)) }),
  );

  table.post(
    '/merge',
    {
      summary: "Merges a guest's wishlist (kept in the browser) into the account's, at sign-in",
      access: 'user',
      body: wishlistMergeSchema,
    },
    ({ viewer, body }) => ({ items: wishlist.merge(viewer.userId!, body.items) }),
  );

  return table;
}
