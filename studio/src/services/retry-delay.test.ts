import { describe, expect, it } from 'vitest';
import { entryRetryDelayMs, retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  it('doubles from one second after each failure in a row', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('never waits more than a minute', () => {
    expect(retryDelayMs(7)).toBe(60_000);
    expect(retryDelayMs(50)).toBe(60_000);
  });
});

describe('entryRetryDelayMs', () => {
  it('doubles from two seconds with jitter between half and all of the step, capped at 5 minutes', () => {
    expect(entryRetryDelayMs(1, () => 0)).toBe(1000);
    expect(entryRetryDelayMs(1, () => 1)).toBe(2000);
    expect(entryRetryDelayMs(3, () => 1)).toBe(8000);
    expect(entryRetryDelayMs(20, () => 1)).toBe(300_000);
    expect(entryRetryDelayMs(20, () => 0)).toBe(150_000);
  });
});
