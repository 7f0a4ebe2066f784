// Tokens of the newsletter's links, and the one-way hashes kept instead of what they stand for.

import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A link's secret: 32 random bytes, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a confirmation token: only its hash, so a leaked table confirms nobody. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** The consent record's address: hashed, so it proves a sign-up without listing the address. */
export const emailHash = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** The client's network address, keyed with the shop's secret, so the table never holds it. */
export function clientHash(secret: Uint8Array, address: string | null): string | null {
  if (!address) return null;
  return createHmac('sha256', secret).update(address).digest('base64url').slice(0, 22);
}

/** "mi***@example.test": enough to recognise one's own address on the unsubscribe page. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
