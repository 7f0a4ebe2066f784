// The wishlist's keeping (the state the buttons read is wishlist-state.ts). A guest's list
// lives in this browser (localStorage 'wishlist'); a signed-in customer's on the server. Signing
// in merges the guest's list into the account's and empties the local one, so nothing a guest
// saved is lost and nothing is counted twice.

import {
  WISHLIST_KINDS,
  WISHLIST_LIMIT,
  type WishlistEntry,
  type WishlistItem,
} from '@kawaii/shared';
import type { Fetch } from '../api/client.ts';
import { useSession } from './session.ts';
import { sameEntry, useWishlist } from './wishlist-state.ts';

export { useWishlist, type WishlistState } from './wishlist-state.ts';

const STORAGE_KEY = 'wishlist';

function isEntry(value: unknown): value is WishlistEntry {
  const entry = value as WishlistEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    (WISHLIST_KINDS as readonly string[]).includes(entry.kind) &&
    typeof entry.id === 'string' &&
    entry.id.length > 0
  );
}

/** The guest list in this browser; anything unreadable counts as empty. */
export function readLocalWishlist(storage: Pick<Storage, 'getItem'> | null): WishlistEntry[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isEntry).slice(0, WISHLIST_LIMIT) : [];
  } catch {
    return [];
  }
}

function localStore(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

function writeLocal(entries: WishlistEntry[]): void {
  localStore()?.setItem(STORAGE_KEY, JSON.stringify(entries));
}

const toEntries = (items: WishlistItem[]) => items.map(({ kind, id }) => ({ kind, id }));

/**
 * Shows the account's list read with `token`, when that token is still the one signed in: a
 * list answered for a customer who has signed out since (or for whom another customer signed in
 * on this tab) is dropped, so one customer's wishlist never shows as another's.
 */
export function showAccountWishlist(token: string, items: WishlistItem[]): void {
  if (useSession.getState().token !== token) return;
  useWishlist.setState({ items, entries: toEntries(items) });
}

const browserFetch: Fetch = (input, init) => fetch(input, init);

/** The account's list lives on the server; its API calls load only for a signed-in customer, so a
 * guest's pages never carry them. */
const wishlistApi = () => import('../api/wishlist-api.ts');

/** Adds the entry or removes it; answers whether it is now kept. Rejects when the server refuses. */
export async function toggleWishlist(entry: WishlistEntry): Promise<boolean> {
  const kept = useWishlist.getState().has(entry);
  const token = useSession.getState().token;
  if (!token) {
    const { entries } = useWishlist.getState();
    const next = kept
      ? entries.filter((other) => !sameEntry(entry)(other))
      : [entry, ...entries].slice(0, WISHLIST_LIMIT);
    writeLocal(next);
    useWishlist.setState({ entries: next });
    return !kept;
  }
  const { addToWishlist, removeFromWishlist } = await wishlistApi();
  const items = kept
    ? await removeFromWishlist(browserFetch, token, entry)
    : await addToWishlist(browserFetch, token, entry);
  showAccountWishlist(token, items);
  return !kept;
}

/**
 * Follows the session: signed out, the guest list of this browser; signed in, the guest list is
 * merged into the account's (then emptied here) and the account's list is shown. Called once by
 * the browser entry.
 */
export function followSessionForWishlist(fetchImpl: Fetch = browserFetch): void {
  const load = async (token: string | null) => {
    if (!token) {
      useWishlist.setState({ entries: readLocalWishlist(localStore()), items: null });
      return;
    }
    try {
      const local = readLocalWishlist(localStore());
      const { fetchWishlist, mergeWishlist } = await wishlistApi();
      const items =
        local.length > 0
          ? await mergeWishlist(fetchImpl, token, local)
          : await fetchWishlist(fetchImpl, token);
      if (local.length > 0) writeLocal([]);
      showAccountWishlist(token, items);
    } catch {
      // Unreachable or refused: the guest list stays in this browser for the next try.
    }
  };
  void load(useSession.getState().token);
  useSession.subscribe((state, previous) => {
    if (state.token !== previous.token) void load(state.token);
  });
}
