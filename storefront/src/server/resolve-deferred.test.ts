import { describe, expect, it } from 'vitest';
import { resolveDeferredData } from './resolve-deferred.ts';

describe('resolveDeferredData', () => {
  it('awaits promised fields of each route and leaves other data alone', async () => {
    const resolved = await resolveDeferredData({
      root: { settings: { shopName: 'Kawaii Atelier' } },
      home: { featured: Promise.resolve([1, 2]), title: 'Home' },
      list: [1, 2, 3],
      empty: null,
    });
    expect(resolved).toEqual({
      root: { settings: { shopName: 'Kawaii Atelier' } },
      home: { featured: [1, 2], title: 'Home' },
      list: [1, 2, 3],
      empty: null,
    });
  });
});
