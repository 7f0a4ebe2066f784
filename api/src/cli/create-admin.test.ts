import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { buildUser } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { createUserStore } from '../users/store.ts';
import { createAdmin, CreateAdminError, parseCreateAdminArgs } from './create-admin.ts';

describe('parseCreateAdminArgs', () => {
  it('reads a create command, with or without a name', () => {
    expect(
      parseCreateAdminArgs(['--email', ' Boss@Shop.test ', '--password', 'long-password']),
    ).toEqual({ action: 'create', email: 'Boss@Shop.test', password: 'long-password', name: null });
    expect(
      parseCreateAdminArgs(['--email', 'b@s.test', '--password', 'long-password', '--name', 'Bo']),
    ).toMatchObject({ name: 'Bo' });
  });

  it('reads a promote command', () => {
    expect(parseCreateAdminArgs(['--promote', 'helper@shop.test'])).toEqual({
      action: 'promote',
      email: 'helper@shop.test',
    });
  });

  it.each([
    [[], 'Give --email and --password, or --promote'],
    [['--email', 'b@s.test'], 'Give --email and --password, or --promote'],
    [['--email', 'not-an-email', '--password', 'long-password'], 'Enter a valid email address'],
    [['--email', 'b@s.test', '--password', 'short'], 'Password must be at least 8 characters'],
    [['--promote', 'b@s.test', '--password', 'long-password'], '--promote cannot be combined'],
    [['--mail', 'b@s.test'], "Unknown option '--mail'"],
    [['stray'], 'Unexpected argument'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCreateAdminArgs(argv)).toThrow(CreateAdminError);
    expect(() => parseCreateAdminArgs(argv)).toThrow(message);
  });
});

describe('createAdmin', () => {
  let database: TestDatabase;
  beforeEach(() => {
    database = createTestDatabase();
  });
  afterEach(() => database.cleanup());

  const find = (email: string) => createUserStore(database.db).findByEmail(email)!;

  it('creates a superadmin who can sign in with the password', async () => {
    const said = await createAdmin(database.db, {
      action: 'create',
      email: 'boss@shop.test',
      password: 'boss-password',
      name: 'Boss',
    });
    expect(said).toBe('Created superadmin boss@shop.test (Boss).');
    const boss = find('boss@shop.test');
    expect(boss).toMatchObject({ name: 'Boss', role: 'superadmin', isGoogleUser: false });
    expect(await verifyPassword('boss-password', boss.passwordHash!)).toBe(true);
  });

  it('makes an existing account superadmin with the new password', async () => {
    buildUser(database.db, { email: 'kiki@shop.test', name: 'Kiki', role: 'user' });
    const said = await createAdmin(database.db, {
      action: 'create',
      email: 'KIKI@shop.test',
      password: 'new-password',
      name: null,
    });
    expect(said).toBe('kiki@shop.test (was user) is now a superadmin with the new password.');
    const kiki = find('kiki@shop.test');
    expect(kiki).toMatchObject({ name: 'Kiki', role: 'superadmin' });
    expect(await verifyPassword('new-password', kiki.passwordHash!)).toBe(true);
  });

  it('promotes an existing account, and says so when there is nothing to do', async () => {
    buildUser(database.db, { email: 'hana@shop.test', role: 'admin' });
    const promote = { action: 'promote', email: 'hana@shop.test' } as const;
    expect(await createAdmin(database.db, promote)).toBe(
      'Promoted hana@shop.test from admin to superadmin.',
    );
    expect(find('hana@shop.test').role).toBe('superadmin');
    expect(await createAdmin(database.db, promote)).toBe(
      'hana@shop.test is already a superadmin; nothing changed.',
    );
  });

  it('refuses to promote an email without an account', async () => {
    await expect(
      createAdmin(database.db, { action: 'promote', email: 'ghost@shop.test' }),
    ).rejects.toThrow(new CreateAdminError('No account has the email ghost@shop.test'));
  });
});

describe('the create-admin command', () => {
  const apiDir = fileURLToPath(new URL('../..', import.meta.url));
  const tsx = join(apiDir, '..', 'node_modules', '.bin', 'tsx');
  const run = promisify(execFile);
  let workDir: string;
  beforeEach(() => {
    workDir = mkdtempSync(join(tmpdir(), 'kawaii-cli-'));
  });
  afterEach(() => rmSync(workDir, { recursive: true, force: true }));

  // npm runs the script inside api/; DATA_DIR is relative to where the command was typed.
  const command = (args: string[]) =>
    run(tsx, ['src/cli/create-admin.ts', ...args], {
      cwd: apiDir,
      env: { ...process.env, INIT_CWD: workDir, DATA_DIR: 'shop-data' },
    });

  it("migrates DATA_DIR's database and creates the superadmin there", async () => {
    const { stdout } = await command(['--email', 'boss@shop.test', '--password', 'boss-password']);
    expect(stdout).toContain('Created superadmin boss@shop.test (boss).');
    const db = openDatabase(join(workDir, 'shop-data', DATABASE_FILE));
    try {
      expect(createUserStore(db).findByEmail('boss@shop.test')?.role).toBe('superadmin');
    } finally {
      db.close();
    }
  });

  it('exits non-zero with the reason and the usage on bad arguments', async () => {
    const failure = await command(['--email', 'boss@shop.test']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 1 });
    const { stderr } = failure as { stderr: string };
    expect(stderr).toContain('Give --email and --password, or --promote');
    expect(stderr).toContain('npm run create-admin -- --promote <email>');
  });
});
