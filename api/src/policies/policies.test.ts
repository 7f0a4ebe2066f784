import { describe, expect, it } from 'vitest';
import type { Viewer } from '../http/viewer.ts';
import { ANONYMOUS_VIEWER } from '../http/viewer.ts';
import { decideAccess, ACCESS_LEVELS } from './access.ts';
import { maySeeRecord, publishedFilterFor } from './content.ts';
import { orderViewFor } from './orders.ts';
import { mayUseRewardCode } from './rewards.ts';
import { mayChangePaymentDetails } from './settings.ts';

const customer: Viewer = { userId: 'u1', role: 'user' };
const admin: Viewer = { userId: 'a1', role: 'admin' };
const superadmin: Viewer = { userId: 's1', role: 'superadmin' };

describe('decideAccess', () => {
  it('lets anyone through public and optional-user operations', () => {
    for (const viewer of [ANONYMOUS_VIEWER, customer, admin]) {
      expect(decideAccess(viewer, 'public')).toBe('allowed');
      expect(decideAccess(viewer, 'optional-user')).toBe('allowed');
    }
  });

  it('asks a visitor to sign in for every other level', () => {
    for (const access of ACCESS_LEVELS.filter((level) => !level.includes('public'))) {
      if (access === 'optional-user') continue;
      expect(decideAccess(ANONYMOUS_VIEWER, access)).toBe('sign-in');
    }
  });

  it('keeps admin operations for staff and user management for the superadmin', () => {
    expect(decideAccess(customer, 'user')).toBe('allowed');
    expect(decideAccess(customer, 'admin')).toBe('forbidden');
    expect(decideAccess(admin, 'admin')).toBe('allowed');
    expect(decideAccess(superadmin, 'admin')).toBe('allowed');
    expect(decideAccess(admin, 'superadmin')).toBe('forbidden');
    expect(decideAccess(superadmin, 'superadmin')).toBe('allowed');
  });
});

describe('drafts', () => {
  it('show unpublished records to staff only', () => {
    expect(maySeeRecord(ANONYMOUS_VIEWER, { published: false })).toBe(false);
    expect(maySeeRecord(customer, { published: false })).toBe(false);
    expect(maySeeRecord(admin, { published: false })).toBe(true);
    expect(maySeeRecord(customer, { published: true })).toBe(true);
  });

  it('let staff choose the published filter and give everyone else published records', () => {
    expect(publishedFilterFor(admin, false)).toBe(false);
    expect(publishedFilterFor(admin, undefined)).toBeUndefined();
    expect(publishedFilterFor(customer, false)).toBe(true);
    expect(publishedFilterFor(ANONYMOUS_VIEWER, undefined)).toBe(true);
  });
});

describe('orderViewFor', () => {
  it('gives staff the desk view of any order', () => {
    expect(orderViewFor(admin, { userId: 'u1' })).toBe('desk');
    expect(orderViewFor(superadmin, { userId: null })).toBe('desk');
  });

  it('gives a customer their own order only', () => {
    expect(orderViewFor(customer, { userId: 'u1' })).toBe('customer');
    expect(orderViewFor(customer, { userId: 'u2' })).toBe('none');
    expect(orderViewFor(customer, { userId: null })).toBe('none');
    expect(orderViewFor(ANONYMOUS_VIEWER, { userId: null })).toBe('none');
  });
});

describe('payment details', () => {
  it('are changed by the superadmin only', () => {
    expect(mayChangePaymentDetails(superadmin)).toBe(true);
    expect(mayChangePaymentDetails(admin)).toBe(false);
    expect(mayChangePaymentDetails(customer)).toBe(false);
    expect(mayChangePaymentDetails(ANONYMOUS_VIEWER)).toBe(false);
  });
});

describe('reward codes', () => {
  it('are used by their owner only', () => {
    expect(mayUseRewardCode('u1', { userId: 'u1' })).toBe(true);
    expect(mayUseRewardCode('u2', { userId: 'u1' })).toBe(false);
    expect(mayUseRewardCode(null, { userId: 'u1' })).toBe(false);
  });
});
