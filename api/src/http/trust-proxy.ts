import { isIP } from 'node:net';

/**
 * Which proxies may tell the server the client's address (X-Forwarded-For): false (none: the
 * address is the connection's), a hop count, or the proxies' addresses and subnets. Express's
 * `trust proxy` takes each form as it is.
 */
export type TrustProxy = false | number | string[];

// Express's names for the private ranges a proxy usually sits in.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, `false` or `0` trust no proxy; `1`, `2`... trust that many proxies in front
 * of the server; otherwise a comma-separated list of proxy addresses or subnets
 * (`10.0.0.0/8, 192.168.1.5`, or `loopback`). `true` is refused: it would trust a forwarded
 * address sent by anyone, and every rate limit would be the client's to choose.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || /^(false|off|no|0)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|on|yes)$/i.test(text)) {
    throw new Error(
      'TRUST_PROXY=true would trust addresses sent by anyone; give the number of proxies in front of the server (e.g. 1) or their addresses',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a subnet or a range name`);
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}
