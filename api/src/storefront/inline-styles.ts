import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * The template with its entry stylesheet written into the page: the first paint then waits for
 * no request beyond the HTML (the sheet is a few KB compressed, sent with the cached page).
 */
export function inlineStylesheets(template: string, readAsset: (file: string) => string): string {
  return template.replace(STYLESHEET_LINK, (_link, file: string) => {
    // A sheet never holds '</style', but a closing tag must not end the element early.
    const css = readAsset(file).replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
}

/** Not a stylesheet type any browser loads: a link of this type is a marker, never a request. */
export const INLINED_STYLESHEET_TYPE = 'text/x-inlined-css';

/**
 * A rendered page with its own pages' stylesheets written into its head as well, so its first
 * paint waits for no stylesheet request either. Each keeps its link, typed as no styling language
 * a browser knows (so it never fetches it): the client's chunk loader adds a chunk's stylesheet
 * unless a stylesheet link to it is in the document already (and waits for it to load), and so
 * neither fetches the sheet again nor holds hydration for it.
 */
export function inlinePageStylesheets(html: string, readAsset: (file: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = readAsset(file).replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>${link.replace(/\s*\/?>$/, ` type="${INLINED_STYLESHEET_TYPE}">`)}`;
  });
}

/** Reads a built asset once; the build never changes under a running server. */
export function readClientAsset(clientDir: string): (file: string) => string {
  const read = new Map<string, string>();
  return (file) => {
    let text = read.get(file);
    if (text === undefined) read.set(file, (text = readFileSync(join(clientDir, file), 'utf8')));
    return text;
  };
}
