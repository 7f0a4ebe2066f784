import { isTrackingParam } from '@kawaii/shared';

/** A path pattern (':name' matches one segment) and the query parameters its answer depends on. */
export interface KnownQuery {
  pattern: string;
  params: readonly string[];
}

export interface CacheAddress {
  /** What the response cache stores the answer under. */
  key: string;
  /** The address to answer from: the path with only the parameters that count. */
  url: string;
}

/**
 * Turns a request address into the one its answer is stored under. Tracking parameters (utm_*,
 * fbclid, gclid ...) never count. On a path that declares its parameters, only those count, in
 * name order; elsewhere every other parameter does. So neither a tracking link nor a made-up
 * parameter makes a second copy of a page.
 */
export function cacheAddressRule(known: readonly KnownQuery[]): (url: string) => CacheAddress {
  const exact = new Map<string, ReadonlySet<string>>();
  const patterns: { match: RegExp; params: ReadonlySet<string> }[] = [];
  for (const { pattern, params } of known) {
    if (pattern.includes(':')) {
      const source = pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
        .join('/');
      patterns.push({ match: new RegExp(`^${source}$`), params: new Set(params) });
    } else exact.set(pattern, new Set(params));
  }
  const paramsOf = (path: string) =>
    exact.get(path) ?? patterns.find(({ match }) => match.test(path))?.params;

  return (url) => {
    const mark = url.indexOf('?');
    if (mark === -1) return { key: url, url };
    const path = url.slice(0, mark);
    const counted = paramsOf(path);
    const kept: [string, string][] = [];
    for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
      if (counted ? counted.has(name) : !isTrackingParam(name)) kept.push([name, value]);
    }
    if (kept.length === 0) return { key: path, url: path };
    const query = new URLSearchParams(kept).toString();
    // Sorted for the key (stable: repeated names keep their order); as asked for the answer.
    const sorted = new URLSearchParams(kept);
    sorted.sort();
    return { key: `${path}?${sorted.toString()}`, url: `${path}?${query}` };
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
