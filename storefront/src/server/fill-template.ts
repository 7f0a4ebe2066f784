// index.html carries two placeholders: <!--app-head--> and <!--app-html-->.

export function fillTemplate(template: string, parts: { head: string; html: string }): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('The page template lacks the <!--app-head--> or <!--app-html--> placeholder');
  }
  // Replacer functions, so '$' sequences in page content are never read as patterns.
  return template
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html);
}
