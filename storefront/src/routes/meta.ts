// Per-page <head> data. Each route declares `handle.meta`: a fixed PageMeta, or a function of
// its loader data. The deepest route that declares one wins (server head and browser title).

/** Where a page is published: structured data needs absolute URLs and the shop's name. */
export interface SiteContext {
  /** Public origin without a trailing slash, e.g. https://kawaii-atelier.example */
  origin: string;
  siteName: string;
}

/** A schema.org JSON-LD object, e.g. `{ '@context': 'https://schema.org', '@type': 'Product' }`. */
export type JsonLd = Record<string, unknown>;

export interface PageMeta {
  title: string;
  description: string;
  /** A path or absolute URL of the page's share image. */
  image?: string | null;
  /** What the share image shows (og:image:alt); the title when left out. */
  imageAlt?: string;
  type?: 'website' | 'article';
  /** Error pages and private screens stay out of search engines. */
  noIndex?: boolean;
  /**
   * The record behind the page for search engines, written into the server's <head>. Only the
   * server reads it: a page sets it under `import.meta.env.SSR`, so the browser bundle leaves the
   * builders out of every page's first load.
   */
  structuredData?: (site: SiteContext) => JsonLd;
}

export interface RouteHandle {
  meta: PageMeta | ((data: unknown) => PageMeta);
}

/** Typed at the route, stored untyped: a route's meta only ever sees its own loader's data. */
export function metaFromData<Data>(meta: (data: Data) => PageMeta): RouteHandle {
  return { meta: meta as (data: unknown) => PageMeta };
}

export interface MatchData {
  handle: unknown;
  data: unknown;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/**
 * The meta of the deepest route that declares one; null when that route has no data because
 * its loader failed (its error screen then speaks for the page).
 */
export function pageMetaFor(matches: readonly MatchData[]): PageMeta | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]!;
    if (!isRouteHandle(match.handle)) continue;
    const { meta } = match.handle;
    if (typeof meta !== 'function') return meta;
    return match.data === undefined ? null : meta(match.data);
  }
  return null;
}

export const DEFAULT_SITE_NAME = 'Kawaii Atelier';

export function documentTitle(title: string, siteName: string): string {
  return title === siteName ? siteName : `${title} · ${siteName}`;
}

/** A plain-text summary of at most `length` characters, cut at a word. */
export function summarize(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
