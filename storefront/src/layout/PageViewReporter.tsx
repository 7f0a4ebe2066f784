// Tells the shop's own statistics about a page opened inside the site: the first page of a visit
// is counted by the server as it answers, but later pages load without asking it for a page.
// Nothing is kept in the browser, and a browser that asks not to be tracked (Do Not Track,
// Global Privacy Control) sends nothing.

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

function optedOut(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

export function PageViewReporter() {
  // A new page is a new path; a filter changing the query string is the same page.
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The server counts only public pages; staff's and customers' own pages are not sent.
    if (/^\/(admin|dashboard|order|preview|login)(\/|$)/.test(pathname) || optedOut()) return;
    void fetch('/api/stats/hit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: pathname }),
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname]);
  return null;
}
