// Where the studio's own pages live. The renderer is served from a privileged custom scheme
// rather than file://, so it has a real origin ('self' in the CSP means only the studio), and
// the shop's /uploads/... paths the admin screens use resolve to the studio, which answers them
// from its cache of the shop's images.

export const APP_SCHEME = 'studio-app';
export const APP_ORIGIN = `${APP_SCHEME}://studio`;

/**
 * The studio's pages allow nothing from outside: scripts, styles and images are its own (the
 * shop's and the artist's pictures are served by the studio itself), and the renderer talks to
 * no server (the main process does).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A link inside the studio (the admin screens' 'View') is the same page on the shop's site. */
export function shopUrlFor(url: string, serverUrl: string | null): string {
  if (!url.startsWith(`${APP_ORIGIN}/`) || serverUrl === null) return url;
  const { pathname, search, hash } = new URL(url);
  return `${serverUrl}${pathname}${search}${hash}`;
}
