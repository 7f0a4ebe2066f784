// The signed-in user: token and user live in localStorage under
// 'token' and 'user'. The store starts signed out on the server and on the first client render,
// so hydration matches; the browser entry restores the stored session right after, and then asks
// the server who the token speaks for, because the stored copy of the user can be stale.

import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { isStaffRole, type Role, type User } from '@kawaii/shared';
import { ApiError } from '@kawaii/shared';
import type { Fetch } from '../api/client.ts';

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionState {
  token: string | null;
  user: User | null;
  signIn(token: string, user: User): void;
  signOut(): void;
  /**
   * The server refused `token` (expired, revoked): signed out, when it is still the token in use.
   * An answer to a request made before the visitor signed out, or in as someone else, must not
   * end the session that followed.
   */
  endSession(token: string): void;
  /**
   * Keeps the stored user current after a profile save (name and points in the header). Only
   * the account signed in now is taken: an answer about another account (a request still on its
   * way when that one signed out) is dropped, so its name and points never show for this one.
   */
  updateUser(user: User): void;
  /** Loads the stored token and user (anything unreadable counts as signed out). */
  restore(): void;
  /**
   * Asks the server (GET /api/auth/me) for the current user of the token: staff may have renamed
   * them or changed their role since. A token the server refuses (expired, or the account is
   * gone) ends the session; an unreachable server keeps it, so a flaky network signs nobody out.
   */
  refresh(fetchImpl: Fetch): Promise<void>;
}

export function createSessionStore(
  storage: () => SessionStorage | null,
): UseBoundStore<StoreApi<SessionState>> {
  return create<SessionState>()((set, get) => ({
    token: null,
    user: null,
    signIn(token, user) {
      storage()?.setItem(TOKEN_KEY, token);
      storage()?.setItem(USER_KEY, JSON.stringify(user));
      set({ token, user });
    },
    signOut() {
      storage()?.removeItem(TOKEN_KEY);
      storage()?.removeItem(USER_KEY);
      set({ token: null, user: null });
    },
    endSession(token) {
      if (get().token === token) get().signOut();
    },
    updateUser(user) {
      if (get().user?._id !== user._id) return;
      storage()?.setItem(USER_KEY, JSON.stringify(user));
      set({ user });
    },
    restore() {
      const stored = storage();
      set(stored ? readStoredSession(stored) : { token: null, user: null });
    },
    async refresh(fetchImpl) {
      const { token } = get();
      if (!token) return;
      // Only the answer about the token still in use counts: the shopper may have signed out or
      // in as someone else while the request was on its way.
      const stillCurrent = () => get().token === token;
      try {
        // The API client loads only for a visitor with a stored session, not with every page.
        const { fetchSignedInUser } = await import('../api/auth-api.ts');
        const user = await fetchSignedInUser(fetchImpl, token);
        if (stillCurrent()) get().updateUser(user);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) get().endSession(token);
      }
    },
  }));
}

/** localStorage in the browser; nothing on the server, where everyone is signed out. */
function browserStorage(): SessionStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export const useSession = createSessionStore(browserStorage);

function isStoredUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as User)._id === 'string' &&
    typeof (value as User).name === 'string' &&
    typeof (value as User).role === 'string'
  );
}

/** Reads the stored session; anything unreadable counts as signed out. */
export function readStoredSession(storage: Pick<Storage, 'getItem'>): {
  token: string | null;
  user: User | null;
} {
  const token = storage.getItem(TOKEN_KEY);
  const rawUser = storage.getItem(USER_KEY);
  if (!token || !rawUser) return { token: null, user: null };
  try {
    const user: unknown = JSON.parse(rawUser);
    return isStoredUser(user) ? { token, user } : { token: null, user: null };
  } catch {
    return { token: null, user: null };
  }
}

/**
 * Called once by the browser entry: the stored session at once (the header shows who is signed
 * in without waiting), then the server's word on it.
 */
export function restoreSession(fetchImpl: Fetch = (input, init) => fetch(input, init)): void {
  const { restore, refresh } = useSession.getState();
  restore();
  void refresh(fetchImpl);
}

/**
 * Runs `forget` whenever the signed-in account ends: a sign-out (or a session the server ended),
 * or another account signing in. What one customer left in the page's memory (a checkout typed
 * half-way, an applied reward code) is never shown to the next. A guest signing in ends nothing:
 * what they typed is their own.
 */
export function forgetOnAccountChange(forget: () => void): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.user !== null && state.user?._id !== previous.user._id) forget();
  });
}

/** Where a user lands after signing in: admins and super admins in /admin, everyone else on /. */
export function landingPathFor(role: Role): string {
  return isStaffRole(role) ? '/admin' : '/';
}
