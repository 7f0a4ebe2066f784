import type { UserRecord } from '../users/store.ts';
import type { GoogleIdentity } from './google-identity.ts';

// Google proves who owns a Gmail address, and a Workspace token (one with `hd`) comes from the
// organisation that runs the domain. For any other address Google only relays what its user
// typed at some point, so the address alone must not open an account here.
const GMAIL = '@gmail.com';

export const LINK_BY_EMAIL_REFUSED =
  'An account with this email already exists. Sign in with your password, then link Google from your profile.';

/** Whether Google itself is the authority for the token's email address. */
export function googleOwnsAddress(identity: GoogleIdentity): boolean {
  return identity.email.toLowerCase().endsWith(GMAIL) || identity.hostedDomain !== null;
}

/**
 * Whether a Google sign-in may join the existing account that has the token's email, without
 * the account's owner being signed in. Only when Google owns the address, the account proved it
 * receives mail there (so nobody registered it first to wait for the owner), the account is a
 * customer's (staff accounts are linked only from their own profile), and it has no Google
 * account yet.
 */
export function mayLinkByEmail(identity: GoogleIdentity, account: UserRecord): boolean {
  return (
    googleOwnsAddress(identity) &&
    account.emailVerified &&
    account.role === 'user' &&
    account.googleSubject === null
  );
}
