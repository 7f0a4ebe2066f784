// The network between the studio and the real shop, with the failures of a real day injected:
// an answer lost after the server committed (Wi-Fi dropping on the way back), and a server that
// fails a request (5xx) or refuses it (403) without running it.
import type { Fetch } from '../shop-client.ts';

interface Rule {
  /** "METHOD /api/path" prefix the rule applies to, e.g. 'POST /api/shop'. */
  match: string;
  /** How many more requests it applies to (Infinity: until cleared). */
  times: number;
  action: 'lose-answer' | { status: number; message: string };
}

export interface FaultyNetwork {
  fetch: Fetch;
  /** The request runs on the server, but its answer never arrives. */
  loseAnswer(match: string, times?: number): void;
  /** The server answers `status` without running the request. */
  fail(match: string, status: number, times?: number, message?: string): void;
  clear(): void;
  /** Every request that reached the shop, as "METHOD /api/path". */
  requests: string[];
}

export function faultyNetwork(realFetch: Fetch = fetch): FaultyNetwork {
  let rules: Rule[] = [];
  const network: FaultyNetwork = {
    requests: [],
    async fetch(input, init) {
      const url = new URL(String(input));
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const rule = rules.find(
        (candidate) => candidate.times > 0 && key.startsWith(candidate.match),
      );
      if (rule) rule.times -= 1;
      if (rule && rule.action !== 'lose-answer') {
        return Response.json({ message: rule.action.message }, { status: rule.action.status });
      }
      network.requests.push(key);
      const response = await realFetch(input, init);
      if (rule?.action === 'lose-answer') {
        await response.arrayBuffer(); // the server finished; the answer is dropped on the way
        throw new TypeError('fetch failed');
      }
      return response;
    },
    loseAnswer(match, times = 1) {
      rules.push({ match, times, action: 'lose-answer' });
    },
    fail(match, status, times = Infinity, message = `The shop failed (${status})`) {
      rules.push({ match, times, action: { status, message } });
    },
    clear() {
      rules = [];
    },
  };
  return network;
}
