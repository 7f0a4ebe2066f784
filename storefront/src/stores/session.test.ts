import { describe, expect, it } from 'vitest';
import type { User } from '@kawaii/shared';
import type { Fetch } from '../api/client.ts';
import {
  createSessionStore,
  landingPathFor,
  readStoredSession,
  type SessionStorage,
} from './session.ts';

const storage = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
});
const user = { _id: 'u1', name: 'Momo', role: 'admin' };

describe('readStoredSession', () => {
  it('restores the token and user', () => {
    expect(readStoredSession(storage({ token: 't', user: JSON.stringify(user) }))).toEqual({
      token: 't',
      user,
    });
  });

  it('counts missing, broken or foreign data as signed out', () => {
    const signedOut = { token: null, user: null };
    expect(readStoredSession(storage({}))).toEqual(signedOut);
    expect(readStoredSession(storage({ token: 't' }))).toEqual(signedOut);
    expect(readStoredSession(storage({ token: 't', user: '{oops' }))).toEqual(signedOut);
    expect(readStoredSession(storage({ token: 't', user: '"Momo"' }))).toEqual(signedOut);
  });
});

describe('roles', () => {
  it('send admins and super admins to /admin and everyone else home', () => {
    expect(landingPathFor('admin')).toBe('/admin');
    expect(landingPathFor('superadmin')).toBe('/admin');
    expect(landingPathFor('user')).toBe('/');
  });
});

function memoryStorage(initial: Record<string, string> = {}): SessionStorage & {
  items: Record<string, string>;
} {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
    removeItem: (key) => {
      delete items[key];
    },
  };
}

const storedUser = {
  _id: 'u1',
  name: 'Momo',
  email: 'momo@example.com',
  role: 'user',
  rewardPoints: 100,
} as User;

/** A store restored from storage holding token 't1' and the (stale) stored user. */
function restoredStore() {
  const storage = memoryStorage({ token: 't1', user: JSON.stringify(storedUser) });
  const session = createSessionStore(() => storage);
  session.getState().restore();
  return { storage, session };
}

/** A fetch that records the calls and answers each with `answer()`. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; headers: unknown }[] = [];
  const fetchImpl: Fetch = async (input, init) => {
    calls.push({ url: String(input), headers: init?.headers });
    return answer();
  };
  return { calls, fetchImpl };
}

describe('refreshing the stored session', () => {
  it('asks GET /api/auth/me with the token and stores the fresh user', async () => {
    const { storage, session } = restoredStore();
    const fresh = { ...storedUser, name: 'Momo Sakura', role: 'admin' } as User;
    const { calls, fetchImpl } = fakeFetch(() => Response.json({ user: fresh }));
    await session.getState().refresh(fetchImpl);
    expect(calls).toEqual([
      { url: '/api/auth/me', headers: expect.objectContaining({ Authorization: 'Bearer t1' }) },
    ]);
    expect(session.getState()).toMatchObject({ token: 't1', user: fresh });
    expect(JSON.parse(storage.items['user']!)).toEqual(fresh);
  });

  it('signs out when the server refuses the token (expired, or the account deleted)', async () => {
    const { storage, session } = restoredStore();
    const { fetchImpl } = fakeFetch(() =>
      Response.json({ message: 'Authentication required' }, { status: 401 }),
    );
    await session.getState().refresh(fetchImpl);
    expect(session.getState()).toMatchObject({ token: null, user: null });
    expect(storage.items).toEqual({});
  });

  it('keeps the stored session when the server cannot be reached or fails', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Response.json({ message: 'Internal server error' }, { status: 500 }),
    ]) {
      const { storage, session } = restoredStore();
      await session.getState().refresh(fakeFetch(answer).fetchImpl);
      expect(session.getState()).toMatchObject({ token: 't1', user: storedUser });
      expect(storage.items['token']).toBe('t1');
    }
  });

  it('asks nothing without a token', async () => {
    const session = createSessionStore(() => memoryStorage());
    session.getState().restore();
    const { calls, fetchImpl } = fakeFetch(() => Response.json({ user: storedUser }));
    await session.getState().refresh(fetchImpl);
    expect(calls).toEqual([]);
    expect(session.getState().user).toBeNull();
  });

  it('ignores an answer about a token that was replaced meanwhile', async () => {
    const { session } = restoredStore();
    let answer!: (response: Response) => void;
    let sent!: () => void;
    const requestSent = new Promise<void>((resolve) => (sent = resolve));
    const { fetchImpl } = fakeFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
          sent();
        }),
    );
    const refreshing = session.getState().refresh(fetchImpl);
    // The shopper signs in as someone else while the question is on its way.
    await requestSent;
    const other = { ...storedUser, _id: 'u2', name: 'Kiki' } as User;
    session.getState().signIn('t2', other);
    answer(Response.json({ message: 'Authentication required' }, { status: 401 }));
    await refreshing;
    expect(session.getState()).toMatchObject({ token: 't2', user: other });
  });
});

describe('answers about a session that has ended', () => {
  const other = { ...storedUser, _id: 'u2', name: 'Kiki', rewardPoints: 5 } as User;

  it('end only the session whose token the server refused', () => {
    const { session } = restoredStore();
    session.getState().endSession('t0-of-someone-before');
    expect(session.getState()).toMatchObject({ token: 't1', user: storedUser });
    session.getState().endSession('t1');
    expect(session.getState()).toMatchObject({ token: null, user: null });
  });

  it('never put another account’s name or points on the one signed in now', () => {
    const { storage, session } = restoredStore();
    // Kiki signs in on this tab while Momo's dashboard answer is still on its way.
    session.getState().signIn('t2', other);
    session.getState().updateUser({ ...storedUser, rewardPoints: 900 });
    expect(session.getState().user).toEqual(other);
    expect(JSON.parse(storage.items['user']!)).toEqual(other);
    // Her own profile save is taken as before.
    session.getState().updateUser({ ...other, name: 'Kiki Rose' });
    expect(session.getState().user?.name).toBe('Kiki Rose');
  });

  it('take no user at all while nobody is signed in', () => {
    const { storage, session } = restoredStore();
    session.getState().signOut();
    session.getState().updateUser(storedUser);
    expect(session.getState().user).toBeNull();
    expect(storage.items).toEqual({});
  });
});
