import { describe, expect, it } from 'vitest';
import { readSeedFlag } from './seed-flag.ts';

describe('readSeedFlag', () => {
  it('seeds unless told not to', () => {
    expect(readSeedFlag(undefined)).toBe(true);
    expect(readSeedFlag('')).toBe(true);
    expect(readSeedFlag('yes')).toBe(true);
    expect(readSeedFlag('false')).toBe(false);
    expect(readSeedFlag('OFF')).toBe(false);
  });

  it('refuses a value it cannot read', () => {
    expect(() => readSeedFlag('perhaps')).toThrow(/SEED_DEMO must be true or false/);
  });
});
