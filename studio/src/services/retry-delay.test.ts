import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  it('doubles from one second after each failure in a row', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('never waits more than a minute', () => {
    expect(retryDelayMs(7)).toBe(60_000);
    expect(retryDelayMs(50)).toBe(60_000);
  });
});
