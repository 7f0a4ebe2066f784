// Pictures on the artist's computer are stored in records as `studio-local://<id>` until they go
// up to the shop. The renderer shows them from its own origin, at /local-images/<id> (the saved
// preview), so the page's CSP needs no extra scheme and the same address works in the studio's
// window and in the browser flows.

const LOCAL_IMAGE_PREFIX = 'studio-local://';
export const LOCAL_IMAGE_ROUTE = '/local-images/';

const IMAGE_ID = /^[a-z0-9]+$/;

/** Where the renderer shows `path`: a local picture's preview address, any other path as it is. */
export function localImageHref(path: string): string {
  if (!path.startsWith(LOCAL_IMAGE_PREFIX)) return path;
  const id = path.slice(LOCAL_IMAGE_PREFIX.length).replace(/\/$/, '');
  return IMAGE_ID.test(id) ? `${LOCAL_IMAGE_ROUTE}${id}` : path;
}

/** The image id of a /local-images/<id> request, or null for any other address. */
export function localImageIdOfRoute(pathname: string): string | null {
  if (!pathname.startsWith(LOCAL_IMAGE_ROUTE)) return null;
  const id = pathname.slice(LOCAL_IMAGE_ROUTE.length);
  return IMAGE_ID.test(id) ? id : null;
}
