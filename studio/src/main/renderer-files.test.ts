import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, rendererFileFor } from './renderer-files.ts';

const dir = '/app/out/renderer';

describe('rendererFileFor', () => {
  it('maps a path to the built file, and the root to the page', () => {
    expect(rendererFileFor(dir, '/assets/index-1.js')).toBe(join(dir, 'assets/index-1.js'));
    expect(rendererFileFor(dir, '/')).toBe(join(dir, 'index.html'));
    expect(rendererFileFor(dir, '/my%20file.css')).toBe(join(dir, 'my file.css'));
  });

  it('never leaves the renderer folder', () => {
    for (const path of [
      '/../main/index.js',
      '/assets/%2e%2e/%2e%2e/secret',
      '/%E0%A4%A',
      '/a%00b',
    ]) {
      expect(rendererFileFor(dir, path)).toBeNull();
    }
  });
});

describe('contentTypeOf', () => {
  it('names the types the renderer is built of', () => {
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('a.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('font.woff2')).toBe('font/woff2');
    expect(contentTypeOf('data.bin')).toBe('application/octet-stream');
  });
});
