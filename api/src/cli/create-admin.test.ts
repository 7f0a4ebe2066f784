import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { DATABASE_FILE } from '../config.ts';
import { APP_VERSION } from '../core/app-version.ts';
import { openDatabase } from '../db/connection.ts';
import { bundledMigrations } from '../db/migrate.ts';
import { upgradeDatabase } from '../db/upgrade.ts';
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

  /** DATA_DIR's database as another version of the shop left it. */
  function shopDataLeftBy(appVersion: string, migrations = bundledMigrations()) {
    const dataDir = join(workDir, 'shop-data');
    mkdirSync(dataDir, { mode: 0o700 });
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    upgradeDatabase(db, { dataDir, appVersion, migrations });
    return { dataDir, db };
  }
  const migrationNames = (file: string) => {
    const db = openDatabase(file);
    try {
      return db.prepare('SELECT name, app_version FROM schema_migrations ORDER BY name').all() as {
        name: string;
        app_version: string;
      }[];
    } finally {
      db.close();
    }
  };

  it('copies a database an older version left aside before migrating it, as the server does', async () => {
    const shipped = bundledMigrations();
    const { dataDir, db } = shopDataLeftBy('0.0.1', shipped.slice(0, -1));
    db.close();

    const { stdout } = await command(['--email', 'boss@shop.test', '--password', 'boss-password']);

    const copies = readdirSync(join(dataDir, 'backups'));
    expect(copies).toEqual([expect.stringMatching(/^pre-upgrade-.+-from-0\.0\.1\.db$/)]);
    const copy = join(dataDir, 'backups', copies[0]!);
    expect(stdout).toContain(`Upgraded the database to Kawaii Atelier ${APP_VERSION}`);
    expect(stdout).toContain(`the copy taken before is ${copy}`);
    // The copy is the database as the older version left it; the database itself is migrated.
    expect(migrationNames(copy).map((row) => row.name)).toEqual(
      shipped.slice(0, -1).map((migration) => migration.name),
    );
    expect(migrationNames(join(dataDir, DATABASE_FILE)).at(-1)).toEqual({
      name: shipped.at(-1)!.name,
      app_version: APP_VERSION,
    });
    expect(stdout).toContain('Created superadmin boss@shop.test (boss).');
  });

  it('refuses a database a newer version migrated, naming both versions, and changes nothing', async () => {
    const { dataDir, db } = shopDataLeftBy(APP_VERSION);
    db.exec(
      "INSERT INTO schema_migrations (name, applied_at, app_version) VALUES ('999_future', 'now', '9.9.9')",
    );
    db.close();

    const failure = await command([
      '--email',
      'boss@shop.test',
      '--password',
      'boss-password',
    ]).catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain(
      `This database was migrated by Kawaii Atelier 9.9.9 (migration 999_future); this is Kawaii Atelier ${APP_VERSION}`,
    );
    const after = openDatabase(join(dataDir, DATABASE_FILE));
    try {
      expect(createUserStore(after).findByEmail('boss@shop.test')).toBeNull();
    } finally {
      after.close();
    }
    expect(readdirSync(dataDir)).not.toContain('backups');
  });

  it('exits non-zero with the reason and the usage on bad arguments', async () => {
    const failure = await command(['--email', 'boss@shop.test']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 1 });
    const { stderr } = failure as { stderr: string };
    expect(stderr).toContain('Give --email and --password, or --promote');
    expect(stderr).toContain('npm run create-admin -- --promote <email>');
  });
});
