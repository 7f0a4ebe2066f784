// The page head's links to the matched pages' own chunks and styles. The template already loads
// the entry (script and stylesheet); without these the browser would find a page's chunk only
// after running the entry, and paint the server's HTML before its styles arrived.

import type { ClientManifest } from '@kawaii/shared';
import { escapeHtml } from './head-tags.ts';

export interface PageAssets {
  scripts: string[];
  styles: string[];
  /** The font files fetched before the CSS asks for them. */
  fonts?: string[];
}

// Only the heading face is preloaded: the first screen's largest text (the hero title, each
// page's h1) is set in it. The body face is asked for only after the first screen has loaded (the
// page head's script, index.html); until then its metric-matched stand-in (styles/fonts.css)
// holds every line where the web face will put it, so the swap moves nothing. Preloading both put
// 70 KB of fonts ahead of the page's first image on a phone's link.
const FIRST_SCREEN_FONT = /(?:^|\/)fredoka-latin-wght-normal-[\w-]+\.woff2$/;

/** The entry's Latin file of the heading face. */
export function firstScreenFonts(manifest: ClientManifest): string[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((file) => FIRST_SCREEN_FONT.test(file));
}

/** The files the given modules need beyond the entry, each once, dependencies included. */
export function pageAssets(manifest: ClientManifest, modules: readonly string[]): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

export function pageAssetTags({ scripts, styles, fonts = [] }: PageAssets): string {
  const href = (file: string) => escapeHtml(`/${file}`);
  return [
    ...fonts.map(
      (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href(file)}">`,
    ),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
  ].join('');
}
