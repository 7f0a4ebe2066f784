// index.html carries two placeholders: <!--app-head--> and <!--app-html-->.

export interface PageParts {
  head: string;
  html: string;
  /** The response's CSP nonce: the template's own inline scripts get it, so they may run. */
  nonce?: string;
}

export function fillTemplate(template: string, parts: PageParts): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('The page template lacks the <!--app-head--> or <!--app-html--> placeholder');
  }
  // Replacer functions, so '$' sequences in page content are never read as patterns.
  const stamped = parts.nonce
    ? template.replace(/<script>/g, () => `<script nonce="${parts.nonce}">`)
    : template;
  return stamped
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html);
}
