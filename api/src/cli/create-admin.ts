// The first superadmin: `npm run create-admin -- --email E --password P [--name N]` creates one
// (or makes an existing account superadmin with the new password); `--promote E` promotes an
// existing account. The work is in createAdmin (tested); the bottom only parses argv when run.

import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { NEW_ACCOUNT_DEFAULTS, registerSchema } from '@kawaii/shared';
import { isAnyPublishedDemoPassword } from '../auth/demo-passwords.ts';
import { hashPassword } from '../auth/password.ts';
import { DATABASE_FILE, loadConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { openShopDatabase } from '../lifecycle/open-shop-database.ts';
import { NewerDatabaseError } from '../db/upgrade.ts';
import { createStores } from '../stores.ts';
import type { NewUserRecord } from '../users/store.ts';

export type CreateAdminCommand =
  | { action: 'create'; email: string; password: string; name: string | null }
  | { action: 'promote'; email: string };

/** A mistake of the operator's: printed as it is, with a non-zero exit. */
export class CreateAdminError extends Error {}

export const USAGE = `Usage:
  npm run create-admin -- --email <email> --password <password> [--name <name>]
  npm run create-admin -- --promote <email>`;

const { email: emailField, password: passwordField, name: nameField } = registerSchema.shape;

export function parseCreateAdminArgs(argv: string[]): CreateAdminCommand {
  let values: Partial<Record<'email' | 'password' | 'name' | 'promote', string>>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        promote: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CreateAdminError((error as Error).message);
  }
  if (values.promote !== undefined) {
    if ([values.email, values.password, values.name].some((value) => value !== undefined)) {
      throw new CreateAdminError('--promote cannot be combined with --email, --password or --name');
    }
    return { action: 'promote', email: valid(emailField, values.promote) };
  }
  if (values.email === undefined || values.password === undefined) {
    throw new CreateAdminError('Give --email and --password, or --promote');
  }
  return {
    action: 'create',
    email: valid(emailField, values.email),
    password: valid(passwordField, values.password),
    name: values.name === undefined ? null : valid(nameField, values.name),
  };
}

function valid<T>(schema: z.ZodType<T>, input: string): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new CreateAdminError(result.error.issues[0]?.message ?? 'Invalid value');
}

/** Carries out the command on an open, migrated database; answers what it did, in words. */
export async function createAdmin(db: Db, command: CreateAdminCommand): Promise<string> {
  const { users } = createStores(db);
  const now = new Date().toISOString();
  if (command.action === 'promote') {
    const user = users.findByEmail(command.email);
    if (!user) throw new CreateAdminError(`No account has the email ${command.email}`);
    if (user.role === 'superadmin')
      return `${user.email} is already a superadmin; nothing changed.`;
    users.setRole(user.id, 'superadmin', now);
    return `Promoted ${user.email} from ${user.role} to superadmin.`;
  }

  if (isAnyPublishedDemoPassword(command.password)) {
    throw new CreateAdminError(
      'That is a demo password printed in the README: anyone could sign in with it. Choose another.',
    );
  }
  const passwordHash = await hashPassword(command.password);
  return db.transaction(() => {
    const existing = users.findByEmail(command.email);
    if (existing) {
      users.setRole(existing.id, 'superadmin', now);
      users.setPasswordHash(existing.id, passwordHash, now);
      if (command.name !== null)
        users.updateProfile(existing.id, { ...existing, name: command.name }, now);
      return `${existing.email} (was ${existing.role}) is now a superadmin with the new password.`;
    }
    const user = newSuperadmin(command.email, command.name, passwordHash, now);
    users.insert(user);
    return `Created superadmin ${user.email} (${user.name}).`;
  })();
}

function newSuperadmin(
  email: string,
  name: string | null,
  passwordHash: string,
  now: string,
): NewUserRecord {
  return {
    id: newId(),
    name: name ?? email.split('@')[0]!,
    email,
    passwordHash,
    googleSubject: null,
    isGoogleUser: false,
    role: 'superadmin',
    ...NEW_ACCOUNT_DEFAULTS,
    createdAt: now,
    updatedAt: now,
    // The operator typed the address on the shop's own machine.
    emailVerified: true,
  };
}

async function main(argv: string[]): Promise<void> {
  // npm runs the workspace script inside api/: relative paths (DATA_DIR) should mean what they
  // mean where the command was typed, as they do for the server started from there.
  if (process.env['INIT_CWD']) process.chdir(process.env['INIT_CWD']);
  const command = parseCreateAdminArgs(argv);
  const { dataDir } = loadConfig();
  // As the server opens it: a database an older version left is copied aside before it migrates.
  const db = openShopDatabase(dataDir, { logger: console });
  try {
    console.info(`Database: ${join(dataDir, DATABASE_FILE)}`);
    console.info(await createAdmin(db, command));
  } finally {
    db.close();
  }
}

function isRunDirectly(): boolean {
  const script = process.argv[1];
  return script !== undefined && import.meta.url === pathToFileURL(realpathSync(script)).href;
}

if (isRunDirectly()) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof CreateAdminError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof NewerDatabaseError) console.error(error.message);
    else console.error('create-admin failed:', error);
    process.exitCode = 1;
  });
}
