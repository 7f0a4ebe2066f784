import { describe, expect, it } from 'vitest';
import {
  isUploadPath,
  isUploadedImagePath,
  uploadFileName,
  uploadPathsIn,
} from './upload-paths.ts';

describe('uploadFileName', () => {
  it('names the one plain file of an upload path', () => {
    expect(uploadFileName('/uploads/abc123-600x400.webp')).toBe('abc123-600x400.webp');
    expect(uploadFileName('/uploads/abc123-600x400@480w.webp')).toBe('abc123-600x400@480w.webp');
  });

  it('refuses a name longer than a file system allows (255 bytes)', () => {
    expect(uploadFileName(`/uploads/${'a'.repeat(250)}.webp`)).toBe(`${'a'.repeat(250)}.webp`);
    expect(uploadFileName(`/uploads/${'a'.repeat(251)}.webp`)).toBeNull();
  });

  it('refuses folders, traversal, encoding and other places', () => {
    for (const path of [
      '/uploads/',
      '/uploads/../secret.webp',
      '/uploads/a/b.webp',
      '/uploads/a%2Fb.webp',
      '/uploads/.hidden.webp',
      '/uploads/a..webp',
      '/uploads/a\\b.webp',
      '/uploads/a\0.webp',
      'https://elsewhere.example/uploads/a.webp',
      '/static/a.webp',
    ]) {
      expect(uploadFileName(path), path).toBeNull();
      expect(isUploadPath(path), path).toBe(false);
    }
  });
});

describe('isUploadedImagePath', () => {
  it('accepts uploads with an image extension only', () => {
    expect(isUploadedImagePath('/uploads/a-1x1.webp')).toBe(true);
    expect(isUploadedImagePath('/uploads/photo.jpeg')).toBe(true);
    expect(isUploadedImagePath('/uploads/notes.txt')).toBe(false);
    expect(isUploadedImagePath('/uploads/../a.png')).toBe(false);
  });
});

describe('uploadPathsIn', () => {
  it('finds every upload path a text names, a closing full stop left out', () => {
    const text =
      'See <img src="/uploads/a1-10x10.webp"> and /uploads/b2-5x5@480w.webp. Then /uploads/c3.png...';
    expect(uploadPathsIn(text)).toEqual([
      '/uploads/a1-10x10.webp',
      '/uploads/b2-5x5@480w.webp',
      '/uploads/c3.png',
    ]);
  });

  it('finds nothing in a text without one', () => {
    expect(uploadPathsIn('No pictures here, not even /uploads/ alone.')).toEqual([]);
  });
});
