// Who counts as staff, and what a new account starts with: the same for accounts made by sign-up,
// by Google sign-in, by the create-admin command and by the demo seed.

import type { Role } from '../domain/entities.ts';

/** Admins and the superadmin run the shop; everyone else is a customer or a visitor. */
export function isStaffRole(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'superadmin';
}

/** A profile nobody has filled in yet. */
export const EMPTY_PROFILE = { phone: '', address: '', instagram: '', twitter: '' } as const;

/**
 * Every new account starts with an empty profile and no points: the welcome bonus is credited
 * through the reward ledger, so the balance always equals the ledger's sum.
 */
export const NEW_ACCOUNT_DEFAULTS = { ...EMPTY_PROFILE, rewardPoints: 0 } as const;
