// The <head> tags of a server-rendered page: title, description, canonical link, Open Graph.

import type { PageMeta } from '../routes/meta.ts';
import { documentTitle } from '../routes/meta.ts';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface HeadInput {
  meta: PageMeta;
  siteName: string;
  /** Public origin, e.g. https://kawaii-atelier.example */
  origin: string;
  /** The page's path without its query, e.g. /blog/spring-dolls */
  path: string;
}

export function renderHeadTags({ meta, siteName, origin, path }: HeadInput): string {
  const url = new URL(path, origin).href;
  const title = documentTitle(meta.title, siteName);
  const image = meta.image ? new URL(meta.image, origin).href : null;
  const tags: [string, Record<string, string>][] = [
    ['meta', { name: 'description', content: meta.description }],
    ['link', { rel: 'canonical', href: url }],
    ['meta', { property: 'og:site_name', content: siteName }],
    ['meta', { property: 'og:title', content: meta.title }],
    ['meta', { property: 'og:description', content: meta.description }],
    ['meta', { property: 'og:type', content: meta.type ?? 'website' }],
    ['meta', { property: 'og:url', content: url }],
  ];
  if (image) tags.push(['meta', { property: 'og:image', content: image }]);
  tags.push(['meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }]);
  if (meta.noIndex) tags.push(['meta', { name: 'robots', content: 'noindex' }]);

  const rendered = tags.map(([tag, attributes]) => {
    const pairs = Object.entries(attributes).map(
      ([name, value]) => `${name}="${escapeHtml(value)}"`,
    );
    return `<${tag} ${pairs.join(' ')}>`;
  });
  return [`<title>${escapeHtml(title)}</title>`, ...rendered].join('\n    ');
}
