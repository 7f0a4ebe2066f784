// Reading server-rendered HTML without a browser.

/**
 * The markup a visitor sees before any script runs. Script elements are dropped because the
 * router's hydration data repeats every loader result as JSON: a title found there proves
 * nothing about what was rendered.
 */
export function renderedMarkup(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

/** Text as React escapes it inside an element, so it can be looked for in raw HTML. */
export function asHtmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
