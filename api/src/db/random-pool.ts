import { randomFillSync } from 'node:crypto';

// Ids, order keys and CSP nonces are cut from a pool of random bytes refilled 4 KB at a time:
// one call into the random generator per few hundred values instead of one per value (several
// per order). Every value is still drawn from the operating system's CSPRNG, and no byte is
// handed out twice.
const pool = Buffer.alloc(4096);
let offset = pool.length;

/** `length` fresh random bytes (at most 4096), written out in `encoding`. */
export function randomString(length: number, encoding: 'hex' | 'base64' | 'base64url'): string {
  if (offset + length > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const value = pool.toString(encoding, offset, offset + length);
  offset += length;
  return value;
}
