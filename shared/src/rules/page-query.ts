// The query parameters each public page reads. The server's response cache keys a page by its
// path and these parameters only, and renders it from them alone, so a tracking link or a made-up
// parameter shares the stored page instead of making a new one. A page that starts reading a new
// parameter lists it here, or the server never passes it on.

/** Path patterns (':name' is one segment) and the parameters the page reads. */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/': [],
  '/shop': ['category', 'price', 'sort', 'q', 'page', 'sold', 'availability'],
  '/shop/:id': [],
  '/portfolio': ['type', 'year', 'sort', 'page'],
  '/artwork/:slug': [],
  '/artwork/id/:id': [],
  '/blog': ['q', 'category', 'tag', 'page'],
  '/blog/:slug': [],
  '/games': ['category', 'seed', 'play'],
  '/privacy': [],
  '/terms': [],
  '/sitemap.xml': [],
  '/blog/rss.xml': [],
};

/** Parameters only ad and analytics tools read: never part of what a page shows. */
export function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || TRACKING_PARAMS.has(name);
}

const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);
