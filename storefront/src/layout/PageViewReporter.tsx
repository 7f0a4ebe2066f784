// Tells the shop's own statistics about a page opened inside the site: the first page of a visit
// is counted by the server as it answers, but later pages load without asking it for a page.
// Nothing is kept in the browser, and a browser that asks not to be tracked (Do Not Track,
// Global Privacy Control) sends nothing.

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function PageViewReporter() {
  // A new page is a new path; a filter changing the query string is the same page.
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void import('./report-page-view.ts').then(({ reportPageView }) => reportPageView(pathname));
  }, [pathname]);
  return null;
}
