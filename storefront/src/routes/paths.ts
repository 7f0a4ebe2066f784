// URLs of the public pages (spec.md "Route table"), built in one place.

import type { Artwork } from '@kawaii/shared';

const segment = encodeURIComponent;

/** The slug route when the artwork has a slug, otherwise the id route. */
export function artworkPath(artwork: Pick<Artwork, '_id' | 'slug'>): string {
  return artwork.slug ? `/artwork/${segment(artwork.slug)}` : `/artwork/id/${segment(artwork._id)}`;
}

export function postPath(slug: string): string {
  return `/blog/${segment(slug)}`;
}

export function blogTagPath(tag: string): string {
  return `/blog?${new URLSearchParams({ tag }).toString()}`;
}

export function productPath(id: string): string {
  return `/shop/${segment(id)}`;
}

/** The login page, remembering the page that sent the visitor there so sign-in returns to it. */
export function loginPath(returnTo?: string): string {
  const back = returnTo === undefined ? null : safeReturnPath(returnTo);
  return back ? `/login?${new URLSearchParams({ next: back }).toString()}` : '/login';
}

/**
 * A return address from the URL, only when it is a page of this site: a path starting with one
 * slash (not "//elsewhere" nor "/\\elsewhere", which browsers read as another site), and not the
 * login page itself. Anything else counts as none.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  const path = value.split(/[?#]/)[0]!;
  return path === '/login' || path.startsWith('/login/') ? null : value;
}

/** The navigation state of a Logout that ends the session only once the login page shows. */
export const SIGNING_OUT_STATE = { signingOut: true } as const;

export function isSigningOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signingOut' in state;
}
