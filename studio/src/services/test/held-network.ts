// The network between the studio and the real shop, with chosen requests held on their way until
// the test lets them answer: how a test puts a request "in flight" across a sign-out and another
// person's sign-in, then decides what the shop said to it.
import type { Fetch } from '../shop-client.ts';

export interface HeldRequest {
  /** "METHOD /api/path" */
  key: string;
  /** Sends it on to the shop now, and lets its real answer through. */
  release(): void;
  /** Answers it with `response` instead, as the shop would have (a 401 for a revoked token). */
  answer(response: Response): void;
}

export interface HoldingNetwork {
  fetch: Fetch;
  /** Holds the next request whose "METHOD /api/path" starts with `match`. */
  hold(match: string): Promise<HeldRequest>;
}

export function holdingNetwork(realFetch: Fetch = fetch): HoldingNetwork {
  const holds: { match: string; caught(request: HeldRequest): void }[] = [];
  return {
    async fetch(input, init) {
      const url = new URL(String(input));
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const index = holds.findIndex((hold) => key.startsWith(hold.match));
      if (index === -1) return realFetch(input, init);
      const [hold] = holds.splice(index, 1);
      return new Promise<Response>((resolve, reject) => {
        hold!.caught({
          key,
          release: () => void realFetch(input, init).then(resolve, reject),
          answer: resolve,
        });
      });
    },
    hold(match) {
      return new Promise((caught) => holds.push({ match, caught }));
    },
  };
}
