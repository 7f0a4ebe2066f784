// URLs of the public pages, built in one place.

// The record pages' addresses are shared with the server (sitemap, feed, assistant).
export {
  artworkPagePath as artworkPath,
  blogTagPagePath as blogTagPath,
  postPagePath as postPath,
  productPagePath as productPath,
} from '@kawaii/shared';

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
