import { describe, expect, it } from 'vitest';
import { isStaffRole, NEW_ACCOUNT_DEFAULTS } from './accounts.ts';

describe('isStaffRole', () => {
  it('counts admins and the superadmin as staff, nobody else', () => {
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('superadmin')).toBe(true);
    expect(isStaffRole('user')).toBe(false);
    expect(isStaffRole(null)).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });
});

describe('NEW_ACCOUNT_DEFAULTS', () => {
  it('starts an account with an empty profile and no points', () => {
    expect(NEW_ACCOUNT_DEFAULTS).toEqual({
      phone: '',
      address: '',
      instagram: '',
      twitter: '',
      rewardPoints: 0,
    });
  });
});
