// The signed-in user (spec.md section 4 "Auth"): token and user live in localStorage under
// 'token' and 'user'. The store starts signed out on the server and on the first client render,
// so hydration matches; the browser entry restores the stored session right after.

import { create } from 'zustand';
import type { Role, User } from '@kawaii/shared';

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface SessionState {
  token: string | null;
  user: User | null;
  signIn(token: string, user: User): void;
  signOut(): void;
  /** Keeps the stored user current after a profile save (name and points in the header). */
  updateUser(user: User): void;
}

export const useSession = create<SessionState>()((set) => ({
  token: null,
  user: null,
  signIn(token, user) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    set({ token, user });
  },
  signOut() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    set({ token: null, user: null });
  },
  updateUser(user) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    set({ user });
  },
}));

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

export function restoreSession(): void {
  useSession.setState(readStoredSession(localStorage));
}

export function isStaff(role: Role | undefined): boolean {
  return role === 'admin' || role === 'superadmin';
}

/** Where a user lands after signing in (spec.md "Login page"). */
export function landingPathFor(role: Role): string {
  return isStaff(role) ? '/admin' : '/';
}
