// The whole <head> of a server-rendered page: the basic tags (server/head-tags.ts), then the
// share-card details, the blog's feed link and the page's structured data.

import { imageSources } from '@kawaii/shared';
import { escapeHtml, renderHeadTags, type HeadInput } from '../server/head-tags.ts';
import { absoluteUrl, serializeJsonLd } from './meta-json-ld.ts';

/** Served by the API (api/src/storefront/feeds.ts). */
export const BLOG_FEED_PATH = '/blog/rss.xml';

function tag(name: 'meta' | 'link', attributes: Record<string, string | number>): string {
  const pairs = Object.entries(attributes).map(
    ([key, value]) => `${key}="${escapeHtml(String(value))}"`,
  );
  return `<${name} ${pairs.join(' ')}>`;
}

/** Twitter reads og:* too, but names its own tags first; the image size helps previews lay out. */
function shareCardTags({ meta, origin }: HeadInput): string[] {
  const tags = [
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
  ];
  if (!meta.image) return tags;
  const image = absoluteUrl(meta.image, origin);
  const alt = meta.imageAlt || meta.title;
  const { width, height } = imageSources(meta.image);
  if (width && height) {
    tags.push(tag('meta', { property: 'og:image:width', content: width }));
    tags.push(tag('meta', { property: 'og:image:height', content: height }));
  }
  tags.push(tag('meta', { property: 'og:image:alt', content: alt }));
  tags.push(tag('meta', { name: 'twitter:image', content: image }));
  tags.push(tag('meta', { name: 'twitter:image:alt', content: alt }));
  return tags;
}

function feedLink({ siteName, origin }: HeadInput): string {
  return tag('link', {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: `${siteName} Blog`,
    href: absoluteUrl(BLOG_FEED_PATH, origin),
  });
}

function structuredDataScript({ meta, origin, siteName }: HeadInput): string[] {
  if (!meta.structuredData) return [];
  const data = meta.structuredData({ origin, siteName });
  return [`<script type="application/ld+json">${serializeJsonLd(data)}</script>`];
}

export function renderPageHead(input: HeadInput): string {
  return [
    renderHeadTags(input),
    ...shareCardTags(input),
    feedLink(input),
    ...structuredDataScript(input),
  ].join('\n    ');
}
