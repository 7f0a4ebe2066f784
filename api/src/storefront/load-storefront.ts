import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@kawaii/shared';

export interface BuiltStorefront {
  renderPage: RenderPage;
  /** client/index.html: the shell with the hashed asset tags. */
  template: string;
}

/**
 * Loads the storefront build once it exists: `null` while it does not (so a build made while
 * the server runs is picked up), the same loaded module from then on.
 */
export function storefrontLoader(storefrontDir: string): () => Promise<BuiltStorefront | null> {
  const entryFile = join(storefrontDir, 'server', 'entry-server.js');
  const templateFile = join(storefrontDir, 'client', 'index.html');
  let loaded: Promise<BuiltStorefront> | null = null;

  return async () => {
    if (!loaded) {
      if (!existsSync(entryFile) || !existsSync(templateFile)) return null;
      loaded = load(entryFile, templateFile);
      // A broken build is reported on this request and retried on the next.
      loaded.catch(() => (loaded = null));
    }
    return loaded;
  };
}

async function load(entryFile: string, templateFile: string): Promise<BuiltStorefront> {
  const [entry, template] = await Promise.all([
    import(/* @vite-ignore */ pathToFileURL(entryFile).href) as Promise<{ renderPage?: unknown }>,
    readFile(templateFile, 'utf8'),
  ]);
  if (typeof entry.renderPage !== 'function') {
    throw new Error(`${entryFile} does not export renderPage`);
  }
  return { renderPage: entry.renderPage as RenderPage, template };
}
