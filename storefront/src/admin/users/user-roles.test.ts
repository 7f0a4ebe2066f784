import { describe, expect, it } from 'vitest';
import { loginTypeOf, roleActionFor, roleChangedMessage, ROLE_LABELS } from './user-roles.ts';

describe('user roles', () => {
  it('labels the roles User, Admin and Super Admin', () => {
    expect(Object.values(ROLE_LABELS)).toEqual(['User', 'Admin', 'Super Admin']);
  });

  it('offers promote on users, demote on admins, nothing on super admins', () => {
    expect(roleActionFor('user')).toEqual({ kind: 'promote', label: 'Promote to Admin' });
    expect(roleActionFor('admin')).toEqual({ kind: 'demote', label: 'Demote to User' });
    expect(roleActionFor('superadmin')).toBeNull();
  });

  it('tells Google sign-ins from email ones', () => {
    expect(loginTypeOf({ isGoogleUser: true })).toBe('Google');
    expect(loginTypeOf({ isGoogleUser: false })).toBe('Email');
  });

  it('says what the role is now', () => {
    expect(roleChangedMessage({ name: 'Hana', role: 'admin' })).toBe('Hana is now an Admin.');
    expect(roleChangedMessage({ name: 'Hana', role: 'user' })).toBe('Hana is now a User.');
  });
});
