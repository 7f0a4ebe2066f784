// The signed-in customer's wishlist on the server: GET /api/wishlist, PUT and DELETE
// /api/wishlist/{kind}/{id}, and POST /api/wishlist/merge for a guest's list at sign-in.

import type { WishlistEntry, WishlistItem } from '@kawaii/shared';
import { bearerHeaders } from './auth-api.ts';
import { requestJson, type Fetch } from './http-json.ts';

type Items = { items: WishlistItem[] };

const entryPath = ({ kind, id }: WishlistEntry) =>
  `/api/wishlist/${kind}/${encodeURIComponent(id)}`;

export async function fetchWishlist(fetchImpl: Fetch, token: string): Promise<WishlistItem[]> {
  return (await requestJson<Items>(fetchImpl, '/api/wishlist', { headers: bearerHeaders(token) }))
    .items;
}

export async function addToWishlist(
  fetchImpl: Fetch,
  token: string,
  entry: WishlistEntry,
): Promise<WishlistItem[]> {
  return (
    await requestJson<Items>(fetchImpl, entryPath(entry), {
      method: 'PUT',
      headers: bearerHeaders(token),
    })
  ).items;
}

export async function removeFromWishlist(
  fetchImpl: Fetch,
  token: string,
  entry: WishlistEntry,
): Promise<WishlistItem[]> {
  return (
    await requestJson<Items>(fetchImpl, entryPath(entry), {
      method: 'DELETE',
      headers: bearerHeaders(token),
    })
  ).items;
}

export async function mergeWishlist(
  fetchImpl: Fetch,
  token: string,
  entries: readonly WishlistEntry[],
): Promise<WishlistItem[]> {
  return (
    await requestJson<Items>(fetchImpl, '/api/wishlist/merge', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearerHeaders(token) },
      body: JSON.stringify({ items: entries }),
    })
  ).items;
}
