import { describe, expect, it } from 'vitest';
import { shareLink } from './product-share.ts';

describe('shareLink', () => {
  it('uses the Web Share API when there is one', async () => {
    const shared: ShareData[] = [];
    const browser = { share: async (data: ShareData) => void shared.push(data) };
    expect(await shareLink('Bunny', 'https://shop.example/shop/1', browser)).toBe('shared');
    expect(shared).toEqual([{ title: 'Bunny', url: 'https://shop.example/shop/1' }]);
  });

  it('counts a closed share sheet as done', async () => {
    const browser = {
      share: async () => {
        throw new DOMException('Share canceled', 'AbortError');
      },
    };
    expect(await shareLink('Bunny', 'https://x.example', browser)).toBe('shared');
  });

  it('copies the link otherwise, and says when it could not', async () => {
    const copied: string[] = [];
    const clipboard = { writeText: async (text: string) => void copied.push(text) };
    expect(await shareLink('Bunny', 'https://x.example/a', { clipboard })).toBe('copied');
    expect(copied).toEqual(['https://x.example/a']);
    const refusing = {
      writeText: async () => {
        throw new Error('denied');
      },
    };
    expect(await shareLink('Bunny', 'https://x.example/a', { clipboard: refusing })).toBe('failed');
    expect(await shareLink('Bunny', 'https://x.example/a', {})).toBe('failed');
  });
});
