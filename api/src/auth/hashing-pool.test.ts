import { pbkdf2 } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createHashingPool,
  PoolFullError,
  type HashingPool,
  type ScryptJob,
} from './hashing-pool.ts';

const job = (password: string, N = 2 ** 14): ScryptJob => ({
  password,
  salt: Buffer.from('pepper-and-salt!'),
  N,
  r: 8,
  p: 1,
  keyLength: 32,
});

let pool: HashingPool;
afterEach(() => pool?.close());

describe('the password hashing pool', () => {
  it('derives the same key as scrypt does', async () => {
    pool = createHashingPool({ threads: 1 });
    const { scryptSync } = await import('node:crypto');
    const expected = scryptSync('pw', Buffer.from('pepper-and-salt!'), 32, { N: 2 ** 14 });
    expect((await pool.derive(job('pw'))).equals(expected)).toBe(true);
  });

  it('refuses at once when its threads and its queue are busy, then recovers', async () => {
    pool = createHashingPool({ threads: 1, maxQueue: 2 });
    const accepted = [1, 2, 3].map((n) => pool.derive(job(`pw-${n}`, 2 ** 16)));
    expect(pool.load).toBe(3);
    await expect(pool.derive(job('one too many'))).rejects.toBeInstanceOf(PoolFullError);
    expect(await Promise.all(accepted)).toHaveLength(3);
    expect(pool.load).toBe(0);
    expect(await pool.derive(job('after the rush'))).toHaveLength(32);
  });

  it("leaves libuv's thread pool free for files and compression while it hashes", async () => {
    pool = createHashingPool({ threads: 1, maxQueue: 8 });
    let hashesDone = 0;
    const hashing = Array.from({ length: 6 }, (_, n) =>
      pool.derive(job(`pw-${n}`, 2 ** 16)).then(() => (hashesDone += 1)),
    );
    // pbkdf2 runs on libuv's pool, like fs reads: it must not wait behind the hashes. Had the
    // hashes run there, it would queue behind four of them; so it must finish before the first.
    // (An order, not a duration, so a busy machine cannot make this pass or fail by chance.)
    await new Promise((resolve, reject) =>
      pbkdf2('x', 'y', 1, 32, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
    );
    const doneWhenFileWorkFinished = hashesDone;
    await Promise.all(hashing);
    expect(hashesDone).toBe(6);
    expect(doneWhenFileWorkFinished).toBe(0);
  });
});
