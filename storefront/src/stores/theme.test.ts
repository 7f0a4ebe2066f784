import { describe, expect, it } from 'vitest';
import { parseTheme } from './theme.ts';

describe('parseTheme', () => {
  it('defaults to pink for anything but blue', () => {
    expect([parseTheme('blue'), parseTheme('pink'), parseTheme(null), parseTheme('green')]).toEqual(
      ['blue', 'pink', 'pink', 'pink'],
    );
  });
});
