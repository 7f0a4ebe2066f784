// The seam between the API process and the storefront's server bundle. The API owns HTTP and
// data; the storefront owns React. The API loads the built server entry (storefront/dist/server)
// and calls `renderPage` for every non-API GET, passing an in-process PublicApi.

import type { PublicApi } from './public-api.ts';

/** One chunk of the client build's manifest (Vite's `.vite/manifest.json`), keyed by source. */
export interface ClientManifestChunk {
  /** The built file, relative to the client folder, e.g. assets/home-1a2b3c.js */
  file: string;
  isEntry?: boolean;
  /** Keys of the chunks it imports statically. */
  imports?: string[];
  css?: string[];
  /** Other files it references (fonts, images). */
  assets?: string[];
}

export type ClientManifest = Record<string, ClientManifestChunk>;

export interface RenderPageInput {
  /** Absolute URL of the request, e.g. http://localhost:3000/blog?tag=dolls */
  url: string;
  /** The public origin used for canonical URLs and Open Graph tags. */
  origin: string;
  /** storefront/dist/client/index.html: the built shell with hashed asset tags. */
  template: string;
  api: PublicApi;
  /**
   * The Content Security Policy nonce of this response (api/src/http/security.ts): every inline
   * <script> the page carries (the template's theme script, the router's hydration data) must
   * have `nonce="<this>"` or the browser will not run it.
   */
  nonce?: string;
  /**
   * The client build's manifest: the page head names the matched page's chunk and styles, so
   * the browser fetches them with the entry instead of after it. Absent: no such tags.
   */
  manifest?: ClientManifest;
}

export type RenderPageResult =
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; status: 301 | 302 | 303 | 307 | 308; location: string };

export type RenderPage = (input: RenderPageInput) => Promise<RenderPageResult>;
