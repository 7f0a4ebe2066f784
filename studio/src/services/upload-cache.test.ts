import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createUploadCache } from './upload-cache.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function cacheWithShop() {
  const dir = mkdtempSync(join(tmpdir(), 'kawaii-studio-cache-'));
  dirs.push(dir);
  const downloads: string[] = [];
  const cache = createUploadCache(dir, {
    download: async (path) => {
      downloads.push(path);
      return { bytes: new TextEncoder().encode(`image at ${path}`), contentType: 'image/webp' };
    },
  });
  return { cache, downloads };
}

describe('the upload cache', () => {
  it('downloads an uploaded image once and answers from disk after that', async () => {
    const { cache, downloads } = cacheWithShop();
    const first = await cache.get('/uploads/abc-10x10@480w.webp');
    const second = await cache.get('/uploads/abc-10x10@480w.webp');
    expect(new TextDecoder().decode(second?.bytes)).toBe('image at /uploads/abc-10x10@480w.webp');
    expect(first?.contentType).toBe('image/webp');
    expect(downloads).toEqual(['/uploads/abc-10x10@480w.webp']);
  });

  it('fetches nothing outside /uploads/ and no path that climbs out of it', async () => {
    const { cache, downloads } = cacheWithShop();
    for (const path of [
      '/uploads/../secret.webp',
      '/api/users',
      '/uploads/a/b.webp',
      '/uploads/',
    ]) {
      expect(await cache.get(path)).toBeNull();
    }
    expect(downloads).toEqual([]);
  });
});
