import { describe, expect, it } from 'vitest';
import { splitEmoji } from './emoji-art.ts';

describe('splitEmoji', () => {
  it('turns the emoji the assistant uses into drawings, keeping the text around them', () => {
    expect(splitEmoji('Hello ✨ and 🌸!')).toEqual([
      { kind: 'text', text: 'Hello ' },
      { kind: 'art', art: 'sparkles' },
      { kind: 'text', text: ' and ' },
      { kind: 'art', art: 'blossom' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('swallows the variation selector and maps every heart to one drawing', () => {
    expect(splitEmoji('💕💝❤️🛍️')).toEqual([
      { kind: 'art', art: 'heart' },
      { kind: 'art', art: 'heart' },
      { kind: 'art', art: 'heart' },
      { kind: 'art', art: 'bag' },
    ]);
  });

  it('leaves plain text and unknown emoji as they are', () => {
    expect(splitEmoji('Just words')).toEqual([{ kind: 'text', text: 'Just words' }]);
    expect(splitEmoji('A cat 🐱')).toEqual([{ kind: 'text', text: 'A cat 🐱' }]);
    expect(splitEmoji('')).toEqual([]);
  });
});
