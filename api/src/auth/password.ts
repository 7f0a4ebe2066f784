import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createHashingPool, type HashingPool } from './hashing-pool.ts';

// Stored as `scrypt$<N>$<r>$<p>$<salt>$<hash>` (base64url), so the cost can be raised later
// while old hashes still verify with the parameters they were made with (and are rehashed at
// the next sign-in). N = 2^17, r = 8, p = 1 is OWASP's minimum for scrypt.
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export interface PasswordCheck {
  matches: boolean;
  /** The hash was made with weaker parameters than today's: store a new one. */
  needsRehash: boolean;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** No match for a wrong password and for anything that is not a hash made by `hash`. */
  verify(password: string, stored: string): Promise<PasswordCheck>;
}

export function createPasswordHasher(
  pool: HashingPool,
  cost: typeof PASSWORD_COST = PASSWORD_COST,
): PasswordHasher {
  // Compatibility forms of a character (full-width letters, ligatures) type the same password.
  const derive = (password: string, salt: Buffer, params: typeof cost, keyLength: number) =>
    pool.derive({ password: password.normalize('NFKC'), salt, ...params, keyLength });

  return {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH);
      const hash = await derive(password, salt, cost, KEY_LENGTH);
      return [
        'scrypt',
        cost.N,
        cost.r,
        cost.p,
        salt.toString('base64url'),
        hash.toString('base64url'),
      ].join('$');
    },

    async verify(password, stored) {
      const refused = { matches: false, needsRehash: false };
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return refused;
      const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
      if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return refused;
      const salt = Buffer.from(parts[4]!, 'base64url');
      const expected = Buffer.from(parts[5]!, 'base64url');
      if (expected.length === 0) return refused;
      const actual = await derive(password, salt, { N, r, p }, expected.length);
      const matches = timingSafeEqual(actual, expected);
      const weaker = N < cost.N || r < cost.r || p < cost.p;
      return { matches, needsRehash: matches && weaker };
    },
  };
}

let sharedPool: HashingPool | undefined;

/**
 * The process's one hashing pool: its size and queue are the global cap on sign-in work, shared
 * by every app and command in the process.
 */
export function sharedHashingPool(): HashingPool {
  return (sharedPool ??= createHashingPool());
}

let sharedHasher: PasswordHasher | undefined;

export function sharedPasswordHasher(): PasswordHasher {
  return (sharedHasher ??= createPasswordHasher(sharedHashingPool()));
}

/** Today's hash of a password, through the shared pool (commands, the demo seed, tests). */
export function hashPassword(password: string): Promise<string> {
  return sharedPasswordHasher().hash(password);
}

/** Whether the password matches the stored hash, through the shared pool. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return (await sharedPasswordHasher().verify(password, stored)).matches;
}
