// Links mailed to prove an address or to reset a password. The token is 32 random bytes, sent
// only in the email; the database keeps its SHA-256, so a copy of the database cannot follow
// one. Each link works once, until it expires, and asking again retires the older ones.

import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { queueEmail } from '../mail/queue.ts';
import type { RenderedEmail } from '../mail/render.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import type { UserRecord } from '../users/store.ts';
import { confirmNewEmailEmail, resetPasswordEmail, verifyEmailEmail } from './account-emails.ts';
import type {
  AccountTokenPurpose,
  AccountTokenRecord,
  AccountTokenStore,
} from './account-token-store.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How long each kind of link works. */
export const LINK_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 48 * HOUR_MS,
  'reset-password': HOUR_MS,
};

/** The storefront pages the links open. */
const LINK_PAGE: Record<AccountTokenPurpose, string> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
};

export type AccountLinks = ReturnType<typeof createAccountLinks>;

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function createAccountLinks({
  db,
  tokens,
  settings,
  siteOrigin,
}: {
  db: Db;
  tokens: AccountTokenStore;
  settings: SettingsStore;
  /** The public site the links point at (never taken from a request's Host header). */
  siteOrigin: string;
}) {
  /** A new link for `purpose` (older open ones retired), and its address. */
  function newLink(user: UserRecord, purpose: AccountTokenPurpose, email: string, now: Date) {
    const token = randomBytes(32).toString('base64url');
    const at = now.toISOString();
    tokens.useAll(user.id, purpose, at);
    tokens.insert({
      tokenHash: hashAccountToken(token),
      userId: user.id,
      purpose,
      email,
      createdAt: at,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString(),
      usedAt: null,
    });
    return `${siteOrigin}${LINK_PAGE[purpose]}?token=${token}`;
  }

  function send(user: UserRecord, to: string, kind: string, email: RenderedEmail): void {
    queueEmail(db, { ...email, kind, to, userId: user.id });
  }

  const shopName = () => presentSettings(settings.get()).shopName;

  return {
    /**
     * Mails a link proving `email` (the account's own, or a requested new one). Call inside the
     * transaction that created the account or stored the request.
     */
    sendVerification(user: UserRecord, email: string, now: Date): void {
      const url = newLink(user, 'verify-email', email, now);
      const facts = { name: user.name, url, shopName: shopName() };
      const isNewAddress = email.toLowerCase() !== user.email.toLowerCase();
      if (isNewAddress) send(user, email, 'email-change', confirmNewEmailEmail(facts));
      else send(user, email, 'email-verification', verifyEmailEmail(facts));
    },

    /** Mails a link to choose a new password to the account's address. */
    sendPasswordReset(user: UserRecord, now: Date): void {
      const url = newLink(user, 'reset-password', user.email, now);
      send(
        user,
        user.email,
        'password-reset',
        resetPasswordEmail({ name: user.name, url, shopName: shopName() }),
      );
    },

    /**
     * Follows a link: its record if it is of this purpose, unused and unexpired, and then every
     * open link of that purpose for the account is spent. Null for anything else.
     */
    redeem(token: string, purpose: AccountTokenPurpose, now: Date): AccountTokenRecord | null {
      const at = now.toISOString();
      const record = tokens.findUsable(hashAccountToken(token), purpose, at);
      if (!record) return null;
      tokens.useAll(record.userId, purpose, at);
      return record;
    },
  };
}
