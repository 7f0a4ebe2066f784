// Which requests are counted, and what of them: a browser's GET of a public page answered 200,
// whether the page came from the response cache or was rendered (this runs before either), and
// a navigation inside the site the browser reports (POST /api/stats/hit). Left out: programs
// (see bots.ts), prefetches, and anyone whose browser says "Do Not Track" or sends the Global
// Privacy Control signal. Nothing is set in the browser.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { campaignOfUrl, countedPagePath, productIdOfPath, referrerDomain } from '@kawaii/shared';
import { isBot } from './bots.ts';
import type { PageView } from './collector.ts';

/** Express's compiled `trust proxy`: may the address at this hop name the client? */
export type TrustFunction = (address: string, hop: number) => boolean;

type Headers = IncomingMessage['headers'];

/** True when the visitor asked not to be tracked, or is a program. */
export function optedOutOrBot(headers: Headers): boolean {
  if (headers['dnt'] === '1' || headers['sec-gpc'] === '1') return true;
  const purpose = headers['sec-purpose'] ?? headers['purpose'];
  if (typeof purpose === 'string' && purpose.includes('prefetch')) return true;
  return isBot(headers['user-agent']);
}

/** The page view a request would count (before its answer is known), or null. */
export function pageViewOfRequest(
  req: IncomingMessage,
  trust: TrustFunction,
  publicHost: string | null,
): PageView | null {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '';
  const path = countedPagePath(url);
  if (!path) return null;
  const accept = req.headers['accept'] ?? '';
  if (!accept.includes('text/html')) return null;
  const destination = req.headers['sec-fetch-dest'];
  if (destination !== undefined && destination !== 'document') return null;
  if (optedOutOrBot(req.headers)) return null;
  return viewOf({
    path,
    referrer: req.headers['referer'],
    url,
    hosts: [req.headers['host'] ?? null, publicHost],
    clientAddress: clientAddressOf(req, trust),
    userAgent: req.headers['user-agent'] ?? '',
  });
}

export function viewOf(input: {
  path: string;
  url: string;
  referrer: string | undefined;
  /** The shop's own hosts: a referrer there is a step inside the site. */
  hosts: (string | null)[];
  clientAddress: string;
  userAgent: string;
}): PageView {
  return {
    path: input.path,
    productId: productIdOfPath(input.path),
    referrer: referrerDomain(input.referrer, input.hosts),
    campaign: campaignOfUrl(input.url),
    clientAddress: input.clientAddress,
    userAgent: input.userAgent,
  };
}

/** Counts the request's page view once it was answered 200. */
export function countPageViews(
  count: (view: PageView) => void,
  trust: TrustFunction,
  publicOrigin: string | null,
): (req: IncomingMessage, res: ServerResponse) => void {
  const publicHost = publicOrigin ? new URL(publicOrigin).host : null;
  return (req, res) => {
    const view = pageViewOfRequest(req, trust, publicHost);
    if (!view) return;
    res.once('finish', () => {
      // Counting never gets in the way of an answer.
      try {
        if (res.statusCode === 200) count(view);
      } catch {
        // A count lost is a count lost; the page was served.
      }
    });
  };
}

/**
 * The client's address as Express works it out under `trust proxy`, for requests answered
 * before Express sees them: the connection's address, or the nearest forwarded one not trusted.
 */
export function clientAddressOf(req: IncomingMessage, trust: TrustFunction): string {
  const forwarded = req.headers['x-forwarded-for'];
  const hops = [
    req.socket.remoteAddress ?? 'unknown',
    ...(typeof forwarded === 'string'
      ? forwarded
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .reverse()
      : []),
  ];
  for (let hop = 0; hop < hops.length - 1; hop++) {
    if (!trust(hops[hop]!, hop)) return hops[hop]!;
  }
  return hops.at(-1)!;
}
