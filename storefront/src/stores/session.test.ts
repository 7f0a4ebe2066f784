import { describe, expect, it } from 'vitest';
import { isStaff, landingPathFor, readStoredSession } from './session.ts';

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

  it('treat only admins and super admins as staff', () => {
    expect([isStaff('user'), isStaff('admin'), isStaff('superadmin'), isStaff(undefined)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
