import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '@kawaii/shared';
import { achievementSymbol } from './achievement-icons.ts';

// Emoji are pictographs outside the Basic Multilingual Plane (code points above U+FFFF).
const isEmoji = (text: string) => [...text].some((char) => char.codePointAt(0)! > 0xffff);

describe('achievementSymbol', () => {
  it('draws every achievement of the catalogue with a text symbol, each its own', () => {
    const symbols = ACHIEVEMENTS.map(achievementSymbol);
    for (const symbol of symbols) {
      expect(symbol).toHaveLength(1);
      expect(isEmoji(symbol)).toBe(false);
    }
    expect(new Set(symbols).size).toBe(ACHIEVEMENTS.length);
  });

  it("keeps an unknown achievement's own icon, or a star when it has none", () => {
    expect(achievementSymbol({ id: 'new-one', icon: '🌈' })).toBe('🌈');
    expect(achievementSymbol({ id: 'new-one', icon: ' ' })).toBe('★');
  });
});
