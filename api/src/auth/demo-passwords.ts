// The demo shop's staff accounts have passwords printed in the README: anyone can sign in with
// them. On a shop served to the internet (PUBLIC_ORIGIN not a loopback address) those accounts
// may not sign in with them until the operator sets new ones with `npm run create-admin`; the
// server says so when it starts. On the artist's own machine (localhost) the demo works as
// documented.

import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { createUserStore } from '../users/store.ts';
import { verifyPassword } from './password.ts';

/** The demo's staff accounts and the passwords the README publishes for them. */
export const PUBLISHED_DEMO_PASSWORDS: Readonly<Record<string, string>> = {
  'artist@kawaii-atelier.example': 'sparkle-super-2026',
  'helper@kawaii-atelier.example': 'sparkle-admin-2026',
};

export const DEMO_PASSWORD_REFUSED =
  'This account still has the demo password printed in the README, so it cannot sign in on a public shop. Set a new password on the server with npm run create-admin.';

/** Whether the shop is served only to this machine (localhost, 127.0.0.0/8 or ::1). */
export function isLoopbackOrigin(origin: string | null): boolean {
  if (origin === null) return true;
  let hostname: string;
  try {
    hostname = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}

/** Whether `password` is the one the README publishes for the staff account `email`. */
export function isPublishedDemoPassword(email: string, password: string): boolean {
  const published = PUBLISHED_DEMO_PASSWORDS[email.toLowerCase()];
  if (published === undefined) return false;
  const given = Buffer.from(password, 'utf8');
  const expected = Buffer.from(published, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether `password` is any published demo password (create-admin refuses to set one). */
export function isAnyPublishedDemoPassword(password: string): boolean {
  return Object.values(PUBLISHED_DEMO_PASSWORDS).includes(password);
}

/**
 * The staff accounts of this database that still sign in with the password the README
 * publishes for them (empty when there are none). Costs one password check per such account.
 */
export async function demoPasswordsInUse(db: Db): Promise<string[]> {
  const users = createUserStore(db);
  const inUse: string[] = [];
  for (const [email, password] of Object.entries(PUBLISHED_DEMO_PASSWORDS)) {
    const user = users.findByEmail(email);
    if (!user?.passwordHash || user.role === 'user') continue;
    if (await verifyPassword(password, user.passwordHash)) inUse.push(user.email);
  }
  return inUse;
}

/** What the server prints at start on a public shop whose demo staff passwords are in use. */
export function demoPasswordWarning(emails: readonly string[]): string {
  const commands = emails
    .map((email) => `  npm run create-admin -- --email ${email} --password '<a new password>'`)
    .join('\n');
  return [
    `These staff accounts still have the demo passwords printed in the README: ${emails.join(', ')}.`,
    'On a public shop they cannot sign in until they have new passwords. Set them on this machine with:',
    commands,
    '(create-admin makes the account a superadmin; delete or demote the demo helper in the admin Users tab if you do not need it.)',
  ].join('\n');
}
