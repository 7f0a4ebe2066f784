// The demo shop's passwords are published (the README's "Demo accounts" table). On a shop open
// to the internet none of them may open an account: the doctor reads the table from the README
// shipped beside the code and tries each published password on the staff accounts and on the
// accounts the demo creates.

import { existsSync, readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { verifyPassword } from '../auth/password.ts';

export interface PublishedAccount {
  email: string;
  password: string;
}

/** The rows of the README's Demo accounts table: | Role | `email` | `password` |. */
export function publishedDemoAccounts(readme: string): PublishedAccount[] {
  const section = readme.split(/^### Demo accounts$/m)[1]?.split(/^#/m)[0] ?? '';
  return [...section.matchAll(/^\|[^|]*\|\s*`([^`]+@[^`]+)`\s*\|\s*`([^`]+)`\s*\|/gm)].map(
    (match) => ({ email: match[1]!, password: match[2]! }),
  );
}

const MOST_ACCOUNTS_TRIED = 50;

/** The accounts (emails) a published demo password opens. */
export async function demoPasswordsThatWork(
  db: Database.Database,
  readmeFile: string,
): Promise<string[]> {
  if (!existsSync(readmeFile)) return [];
  const published = publishedDemoAccounts(readFileSync(readmeFile, 'utf8'));
  if (published.length === 0) return [];
  const demoEmails = published.map((account) => account.email.toLowerCase());
  const accounts = db
    .prepare(
      `SELECT email, password_hash AS hash FROM users
       WHERE password_hash IS NOT NULL
         AND (role IN ('admin', 'superadmin') OR lower(email) IN (${demoEmails.map(() => '?').join(', ')}))
       LIMIT ${MOST_ACCOUNTS_TRIED}`,
    )
    .all(...demoEmails) as { email: string; hash: string }[];
  const opened: string[] = [];
  for (const account of accounts) {
    for (const { password } of published) {
      if (await verifyPassword(password, account.hash)) {
        opened.push(account.email);
        break;
      }
    }
  }
  return opened;
}
