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

export function readClientAsset(clientDir: string): (file: string) => string {
  return (file) => readFileSync(join(clientDir, file), 'utf8');
}
