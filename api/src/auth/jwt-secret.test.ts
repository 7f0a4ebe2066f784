import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kawaii-secret-'));
  dirs.push(dir);
  return join(dir, 'data');
}

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when set and writes nothing', () => {
    const dir = dataDir();
    const secret = 'a-configured-secret-of-enough-length!';
    expect(resolveJwtSecret({ jwtSecret: secret, dataDir: dir })).toEqual(
      new TextEncoder().encode(secret),
    );
    expect(() => statSync(join(dir, JWT_SECRET_FILE))).toThrow();
  });

  it('refuses a JWT_SECRET too short to be safe', () => {
    expect(() => resolveJwtSecret({ jwtSecret: 's3cret', dataDir: dataDir() })).toThrow(
      'JWT_SECRET must be at least 32 characters long',
    );
  });

  it('generates a secret once, readable only by its owner, and keeps it across restarts', () => {
    const dir = dataDir();
    const first = resolveJwtSecret({ jwtSecret: null, dataDir: dir });
    const file = join(dir, JWT_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    expect(resolveJwtSecret({ jwtSecret: null, dataDir: dir })).toEqual(first);
    expect(resolveJwtSecret({ jwtSecret: null, dataDir: dataDir() })).not.toEqual(first);
  });

  it('refuses an emptied secret file rather than signing with nothing', () => {
    const dir = dataDir();
    resolveJwtSecret({ jwtSecret: null, dataDir: dir });
    writeFileSync(join(dir, JWT_SECRET_FILE), '');
    expect(() => resolveJwtSecret({ jwtSecret: null, dataDir: dir })).toThrow(/holds no usable/);
  });
});
