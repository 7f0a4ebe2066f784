// Sends one navigation inside the site to the shop's own statistics (see PageViewReporter);
// loaded on the first such navigation, not with the page.

function optedOut(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

export function reportPageView(pathname: string): void {
  // The server counts only public pages; staff's and customers' own pages are not sent.
  if (/^\/(admin|dashboard|order|preview|login)(\/|$)/.test(pathname) || optedOut()) return;
  void fetch('/api/stats/hit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: pathname }),
    keepalive: true,
  }).catch(() => undefined);
}
