import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ClientManifest, RenderPage } from '@kawaii/shared';
import { deferPageScripts } from './defer-scripts.ts';
import { inlinePageStylesheets, inlineStylesheets, readClientAsset } from './inline-styles.ts';

export interface BuiltStorefront {
  renderPage: RenderPage;
  /** client/index.html: the shell with the hashed asset tags, its stylesheet written in. */
  template: string;
  /** client/.vite/manifest.json, when the build wrote one. */
  manifest?: ClientManifest;
}

/**
 * Loads the storefront build once it exists: `null` while it does not (so a build made while
 * the server runs is picked up), the same loaded module from then on.
 */
export function storefrontLoader(storefrontDir: string): () => Promise<BuiltStorefront | null> {
  const entryFile = join(storefrontDir, 'server', 'entry-server.js');
  const templateFile = join(storefrontDir, 'client', 'index.html');
  const manifestFile = join(storefrontDir, 'client', '.vite', 'manifest.json');
  let loaded: Promise<BuiltStorefront> | null = null;

  return async () => {
    if (!loaded) {
      if (!existsSync(entryFile) || !existsSync(templateFile)) return null;
      loaded = load(entryFile, templateFile, manifestFile);
      // A broken build is reported on this request and retried on the next.
      loaded.catch(() => (loaded = null));
    }
    return loaded;
  };
}

async function load(
  entryFile: string,
  templateFile: string,
  manifestFile: string,
): Promise<BuiltStorefront> {
  const [entry, template, manifest] = await Promise.all([
    import(/* @vite-ignore */ pathToFileURL(entryFile).href) as Promise<{ renderPage?: unknown }>,
    readFile(templateFile, 'utf8'),
    existsSync(manifestFile)
      ? readFile(manifestFile, 'utf8').then((text) => JSON.parse(text) as ClientManifest)
      : undefined,
  ]);
  if (typeof entry.renderPage !== 'function') {
    throw new Error(`${entryFile} does not export renderPage`);
  }
  const readAsset = readClientAsset(dirname(templateFile));
  const render = entry.renderPage as RenderPage;
  return {
    renderPage: async (input) => {
      const result = await render(input);
      return result.kind === 'html'
        ? {
            ...result,
            html: deferPageScripts(inlinePageStylesheets(result.html, readAsset), input.nonce),
          }
        : result;
    },
    template: inlineStylesheets(template, readAsset),
    manifest,
  };
}
