import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGES, pageModuleOf } from './create-routes.tsx';
import { fixtureApi } from './test/fixtures.ts';

const storefrontDir = fileURLToPath(new URL('..', import.meta.url));

describe('the page table', () => {
  it('names a module that exists for every page, and each loads an element to render', async () => {
    for (const page of PAGES) {
      const module = pageModuleOf(page.id);
      expect(module && existsSync(storefrontDir + module), `${page.id}: ${module}`).toBe(true);
      const loaded = await page.load(fixtureApi());
      expect(loaded.element, page.id).toBeDefined();
    }
  });

  it('gives every page its own id, so the server finds the module of the matched page', () => {
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
    expect(pageModuleOf('blog-post')).toBe('src/routes/blog-post.tsx');
    expect(pageModuleOf('root')).toBeUndefined();
  });
});
