// The signed-in customer's wishlist on the server, and the merge of a guest's list at sign-in.

import type { WishlistEntry, WishlistItem } from '@kawaii/shared';
import { apiClient, type Fetch } from './client.ts';

export async function fetchWishlist(fetchImpl: Fetch, token: string): Promise<WishlistItem[]> {
  return (await apiClient(fetchImpl, token).getWishlist()).items;
}

export async function addToWishlist(
  fetchImpl: Fetch,
  token: string,
  { kind, id }: WishlistEntry,
): Promise<WishlistItem[]> {
  return (await apiClient(fetchImpl, token).addToWishlist({ params: { kind, id } })).items;
}

export async function removeFromWishlist(
  fetchImpl: Fetch,
  token: string,
  { kind, id }: WishlistEntry,
): Promise<WishlistItem[]> {
  return (await apiClient(fetchImpl, token).removeFromWishlist({ params: { kind, id } })).items;
}

export async function mergeWishlist(
  fetchImpl: Fetch,
  token: string,
  entries: readonly WishlistEntry[],
): Promise<WishlistItem[]> {
  return (await apiClient(fetchImpl, token).mergeWishlist({ body: { items: [...entries] } })).items;
}
