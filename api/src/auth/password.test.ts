import { describe, expect, it } from 'vitest';
import { createHashingPool } from './hashing-pool.ts';
import { createPasswordHasher, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('makes a self-describing scrypt hash that verifies only the same password', async () => {
    const hash = await hashPassword('sparkle-user-2026');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('sparkle');
    expect(await verifyPassword('sparkle-user-2026', hash)).toBe(true);
    expect(await verifyPassword('sparkle-user-2025', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('verifies hashes made with other cost parameters', async () => {
    const hash = await hashPassword('pw');
    const [, , , , salt] = hash.split('$');
    const { scryptSync } = await import('node:crypto');
    const cheap = scryptSync('pw', Buffer.from(salt!, 'base64url'), 32, { N: 1024, r: 8, p: 1 });
    const cheapHash = ['scrypt', 1024, 8, 1, salt, cheap.toString('base64url')].join('$');
    expect(await verifyPassword('pw', cheapHash)).toBe(true);
  });

  it('asks for a rehash of a matching password whose hash is weaker than today', async () => {
    const pool = createHashingPool({ threads: 1 });
    const weak = createPasswordHasher(pool, { N: 1024, r: 8, p: 1 });
    const strong = createPasswordHasher(pool);
    const old = await weak.hash('pw');
    expect(await strong.verify('pw', old)).toEqual({ matches: true, needsRehash: true });
    expect(await strong.verify('nope', old)).toEqual({ matches: false, needsRehash: false });
    expect(await strong.verify('pw', await strong.hash('pw'))).toEqual({
      matches: true,
      needsRehash: false,
    });
    await pool.close();
  });

  it('refuses anything that is not such a hash', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$x$8$1$c2FsdA$aGFzaA', 'bcrypt$2b$10$abc']) {
      expect(await verifyPassword('plain-text', stored)).toBe(false);
    }
  });
});
