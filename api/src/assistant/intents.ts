// The questions the assistant answers from the shop's policies rather than from its catalogue.
// Checked in this order, so the more specific question wins: "when will my order be delivered?"
// is about an order, not about shipping in general.

import { FILLER_WORDS, wordsOf } from './words.ts';

export type Intent =
  'order-status' | 'shipping' | 'payment' | 'rewards' | 'contact' | 'thanks' | 'greeting';

const PATTERNS: readonly (readonly [Intent, RegExp])[] = [
  [
    'order-status',
    /\b(my orders?|order (status|number)|status of (my|an?) order|track(ing)?|where('?s| is) my|ka-?\d{3,})\b/,
  ],
  [
    'shipping',
    /\b(ship(s|ped|ping)?|deliver(y|ies|ed)?|postage|returns?|returning|refunds?|exchanges?|chargebacks?|polic(y|ies))\b/,
  ],
  [
    'payment',
    /\b(pay(s|ing|ment|ments)?|zelle|paypal|venmo|cash ?app|(credit|debit) cards?|checkout|memo|how (do|can) i (order|buy|purchase))\b/,
  ],
  ['rewards', /\b(rewards?|points?|achievements?|redeem(ing)?|loyalty|bonus|badges?)\b/],
  [
    'contact',
    /\b(contact|e-?mail|get in touch|reach (you|momo|the artist)|talk to|speak (to|with)|commissions?|custom orders?)\b/,
  ],
  ['thanks', /\b(thanks?|thank you|thx|ty|arigato)\b/],
];

const GREETING_WORDS: ReadonlySet<string> = new Set(
  'hi hii hiii hello hey heya hiya howdy yo greetings konnichiwa good morning afternoon evening momo sakura everyone friend'.split(
    ' ',
  ),
);

/** The policy question the message asks, or null when the catalogue should answer it. */
export function detectIntent(message: string): Intent | null {
  const text = message.toLowerCase();
  for (const [intent, pattern] of PATTERNS) {
    if (pattern.test(text)) return intent;
  }
  return isOnlyGreeting(message) ? 'greeting' : null;
}

/** "Hi!", "hello there Momo": a greeting with nothing to look up ("hi, any bunnies?" is not). */
function isOnlyGreeting(message: string): boolean {
  const words = wordsOf(message);
  return (
    words.some((word) => GREETING_WORDS.has(word)) &&
    words.every((word) => GREETING_WORDS.has(word) || FILLER_WORDS.has(word))
  );
}
