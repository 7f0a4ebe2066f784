// The sign-in page's address and its return path. The record pages' addresses are one rule shared
// with the server (sitemap, feed, assistant): artworkPagePath, postPagePath, productPagePath and
// blogTagPagePath in @kawaii/shared.

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
