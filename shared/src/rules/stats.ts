// What the statistics count: public page views only (not the admin, a dashboard, an order or a
// preview), each page by its path without the query, a referrer by its domain, a campaign by its
// utm_campaign name. The server and the browser's navigation hits use the same rules.

const PRIVATE_PREFIXES = ['/admin', '/dashboard', '/order', '/preview', '/login', '/api'];
const NOT_PAGES = /^\/(uploads|assets)\/|\.[a-z0-9]{1,5}$/i;
const PATH_MAX = 200;

/** The counted form of a public page's address, or null when it is not counted. */
export function countedPagePath(path: string): string | null {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  if (!bare.startsWith('/') || bare.length > PATH_MAX || NOT_PAGES.test(bare)) return null;
  const isPrivate = PRIVATE_PREFIXES.some(
    (prefix) => bare === prefix || bare.startsWith(`${prefix}/`),
  );
  if (isPrivate) return null;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** The product a counted page shows (`/shop/<id>`), or null. */
export function productIdOfPath(path: string): string | null {
  const match = /^\/shop\/([^/]+)$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The referring site's domain (no path, no query), or null for none, our own (any of `ownHosts`,
 * e.g. the request's Host and the shop's public address) or a bad value.
 */
export function referrerDomain(
  referrer: string | undefined,
  ownHosts: readonly (string | null)[],
): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host || host.length > 100) return null;
  const own = ownHosts.map((name) =>
    name
      ?.toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, ''),
  );
  return own.includes(host) ? null : host;
}

/** The utm_campaign of a page's address, trimmed and lower-cased, or null. */
export function campaignOfUrl(pathAndQuery: string): string | null {
  const query = pathAndQuery.split('?')[1]?.split('#')[0];
  if (!query) return null;
  const campaign = new URLSearchParams(query).get('utm_campaign')?.trim().toLowerCase();
  return campaign ? campaign.slice(0, 100) : null;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a time, in UTC. */
export function statsDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** The period of the same number of days ending the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  const end = Date.parse(from) - DAY_MS;
  return {
    from: new Date(end - (length - 1) * DAY_MS).toISOString().slice(0, 10),
    to: new Date(end).toISOString().slice(0, 10),
  };
}

/** The last `days` days up to and including `today`. */
export function lastDays(days: number, today: Date = new Date()): { from: string; to: string } {
  const to = statsDay(today);
  return { from: new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10), to };
}

export const STATS_MAX_DAYS = 366;
