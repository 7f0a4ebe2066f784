import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';
import { randomString } from './random-pool.ts';

describe('randomString', () => {
  it('hands out fresh values of the asked length, across refills of the pool', () => {
    const ids = Array.from({ length: 2000 }, () => newId()); // 24 KB: several refills
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(randomString(16, 'base64')).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(randomString(24, 'base64url')).toMatch(/^[\w-]{32}$/);
  });
});
