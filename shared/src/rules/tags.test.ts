import { describe, expect, it } from 'vitest';
import { joinTags, splitTags } from './tags.ts';

describe('splitTags', () => {
  it('splits on commas, trims and drops empty tags', () => {
    expect(splitTags('a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitTags('  ')).toEqual([]);
    expect(splitTags('kawaii dolls, pastel')).toEqual(['kawaii dolls', 'pastel']);
  });

  it('round trips with joinTags', () => {
    expect(joinTags(['a', 'b c'])).toBe('a, b c');
    expect(splitTags(joinTags(['a', 'b c']))).toEqual(['a', 'b c']);
  });
});
