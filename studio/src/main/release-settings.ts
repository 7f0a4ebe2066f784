// What the release workflow builds into the app's package.json (electron-builder's
// extraMetadata): the shop's address the sign-in screen offers (STUDIO_SHOP_URL), and whether
// this build can install its own updates (signed with a Developer ID on macOS, or signed on
// Windows) or only tells the artist about them. A development run has neither.
export interface ReleaseSettings {
  /** The shop the studio signs in to unless she changes it under "Advanced". */
  shopUrl: string | null;
  updates: 'install' | 'notify';
}

/** Where the studio's releases are published (build/electron-builder.yml's publish owner/repo). */
export const RELEASES_PAGE = 'https://github.com/kawaii-atelier/kawaii-atelier/releases';

/** The package.json keys the workflow sets with -c.extraMetadata.<key>=… */
export const SHOP_URL_KEY = 'studioShopUrl';
export const UPDATES_KEY = 'studioUpdates';

/** An https address (http only for this computer), without a trailing slash; null otherwise. */
export function shopAddress(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function releaseSettingsFrom(packageJson: unknown): ReleaseSettings {
  const meta = (
    typeof packageJson === 'object' && packageJson !== null ? packageJson : {}
  ) as Record<string, unknown>;
  return {
    shopUrl: shopAddress(meta[SHOP_URL_KEY]),
    updates: meta[UPDATES_KEY] === 'install' ? 'install' : 'notify',
  };
}
