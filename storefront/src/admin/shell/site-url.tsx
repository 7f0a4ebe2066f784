// Where the public site is, for 'View' links and stored images: the page's own origin on the web
// (''), the configured server in the studio. The studio also shows pictures that are only on the
// artist's computer; `imageHref` says where those are served.

import { createContext, useContext, useMemo, type ReactNode } from 'react';

const keepAsItIs = (path: string) => path;

interface SiteUrls {
  siteUrl: string;
  imageHref: (path: string) => string;
}

const SiteUrlContext = createContext<SiteUrls>({ siteUrl: '', imageHref: keepAsItIs });

interface SiteUrlProviderProps {
  siteUrl: string;
  /** Where a path that is not the site's ('/...') is shown from; unchanged by default. */
  imageHref?: ((path: string) => string) | undefined;
  children: ReactNode;
}

export function SiteUrlProvider({ siteUrl, imageHref, children }: SiteUrlProviderProps) {
  const value = useMemo(
    () => ({ siteUrl: siteUrl.replace(/\/+$/, ''), imageHref: imageHref ?? keepAsItIs }),
    [siteUrl, imageHref],
  );
  return <SiteUrlContext.Provider value={value}>{children}</SiteUrlContext.Provider>;
}

/** An absolute-path URL of the site ('/blog/x') as the screens must use it. */
export function useSiteHref(): (path: string) => string {
  const { siteUrl, imageHref } = useContext(SiteUrlContext);
  return (path) => (path.startsWith('/') ? `${siteUrl}${path}` : imageHref(path));
}
