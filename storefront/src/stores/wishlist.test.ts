import { afterEach, describe, expect, it } from 'vitest';
import type { User, WishlistItem } from '@kawaii/shared';
import { useSession } from './session.ts';
import { showAccountWishlist, useWishlist } from './wishlist.ts';

const customer = (id: string) => ({ _id: id, name: id, role: 'user' }) as User;

const item = (id: string, title: string): WishlistItem =>
  ({ kind: 'product', id, title, path: `/shop/${id}` }) as WishlistItem;

afterEach(() => {
  useSession.getState().signOut();
  useWishlist.setState({ entries: [], items: null });
});

describe('the account wishlist shown', () => {
  it('is the list read for the customer signed in', () => {
    useSession.getState().signIn('token-mia', customer('mia'));
    showAccountWishlist('token-mia', [item('p1', 'Bunny plush')]);
    expect(useWishlist.getState().items).toEqual([item('p1', 'Bunny plush')]);
    expect(useWishlist.getState().has({ kind: 'product', id: 'p1' })).toBe(true);
  });

  it('never takes a list answered for a customer who signed out, once another signed in', () => {
    useSession.getState().signIn('token-mia', customer('mia'));
    useSession.getState().signOut();
    useSession.getState().signIn('token-kiki', customer('kiki'));
    showAccountWishlist('token-kiki', []);
    // Mia's list, asked for before she signed out, arrives now.
    showAccountWishlist('token-mia', [item('p1', 'Bunny plush')]);
    expect(useWishlist.getState().items).toEqual([]);
    expect(useWishlist.getState().has({ kind: 'product', id: 'p1' })).toBe(false);
  });

  it('is not shown to a guest once the customer has signed out', () => {
    useSession.getState().signIn('token-mia', customer('mia'));
    useSession.getState().signOut();
    showAccountWishlist('token-mia', [item('p1', 'Bunny plush')]);
    expect(useWishlist.getState().items).toBeNull();
  });
});
