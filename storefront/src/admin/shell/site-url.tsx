// Where the public site is, for 'View' links and stored images: the page's own origin on the web
// (''), the configured server in the studio.

import { createContext, useContext, type ReactNode } from 'react';

const SiteUrlContext = createContext('');

export function SiteUrlProvider({ siteUrl, children }: { siteUrl: string; children: ReactNode }) {
  return (
    <SiteUrlContext.Provider value={siteUrl.replace(/\/+$/, '')}>
      {children}
    </SiteUrlContext.Provider>
  );
}

/** An absolute-path URL of the site ('/blog/x') as the screens must use it. */
export function useSiteHref(): (path: string) => string {
  const siteUrl = useContext(SiteUrlContext);
  return (path) => (path.startsWith('/') ? `${siteUrl}${path}` : path);
}
