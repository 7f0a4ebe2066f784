// The questions the assistant answers from the shop's policies rather than from its catalogue.
// Every topic scores the cues it finds in the message and the highest score wins, so a message
// touching two topics goes to the one it is really about: "How can I pay for my order?" is about
// paying (a strong cue) more than about an order's status (a weak one), and "has my order
// shipped yet?" is about the order, not about shipping in general. On a tie the earlier topic in
// TOPIC_ORDER wins.

import { FILLER_WORDS, wordsOf } from './words.ts';
import { findCountry } from './countries.ts';

export type Intent =
  | 'order-status'
  | 'payment'
  | 'returns'
  | 'shipping'
  | 'rewards'
  | 'commissions'
  | 'contact'
  | 'thanks'
  | 'greeting';

/** [cue, weight]: a strong cue names the topic by itself, a weak one only tips a balance. */
type Cue = readonly [RegExp, number];

const STRONG = 3;
const MEDIUM = 2;
const WEAK = 1;

const CUES: Record<Exclude<Intent, 'greeting'>, readonly Cue[]> = {
  'order-status': [
    [/\bka-?\d{3,}\b/, STRONG + 1],
    [
      /\b(where('?s| is)|track(ing)?|status of|what('?s| is) the status|any news|update on)\b/,
      MEDIUM,
    ],
    [/\bmy (orders?|parcel|package|purchases?|doll|items?)\b/, MEDIUM],
    [/\border (status|number|history)\b/, STRONG],
    [/\b(has|have|did|is) (it|my \w+) (ship|shipped|sent|arrived?|been)\b/, MEDIUM],
    [
      /\b(not|never|still not|hasn'?t|haven'?t|didn'?t) (arrived?|received?|come|got(ten)?)\b/,
      STRONG,
    ],
    [/\b(yet|already)\b/, WEAK],
  ],
  payment: [
    [/\b(pay|pays|paying|paid|payment|payments)\b/, STRONG],
    [/\b(zelle|paypal|venmo|cash ?app|apple pay|google pay|bank transfer|wire)\b/, STRONG],
    [/\b(credit|debit|visa|mastercard|amex)( cards?)?\b/, STRONG],
    [/\bcards?\b/, WEAK],
    [/\bmemo\b/, MEDIUM],
    [/\bhow (do|can|could) (i|we) (order|buy|purchase|check ?out)\b/, MEDIUM],
    [/\bcheck ?out\b/, WEAK],
    [/\b(currency|usd|dollars? only)\b/, WEAK],
  ],
  returns: [
    [
      /\b(returns?|returning|returned|refunds?|refunded|exchanges?|exchanging|chargebacks?)\b/,
      STRONG,
    ],
    [/\b(send (it|them|this) back|money back|change my mind|changed my mind)\b/, STRONG],
    [/\b(damaged|broken|wrong item|defect(ive)?)\b/, STRONG],
    [/\bcancel(l?ing|led|lation)?\b/, STRONG],
    [/\b(polic(y|ies)|all sales final|final sale)\b/, WEAK],
  ],
  shipping: [
    [/\b(ship|ships|shipping|shipped|shipment)\b/, MEDIUM],
    [
      /\b(deliver|delivers|delivery|deliveries|delivered|postage|courier|carrier|parcels?)\b/,
      MEDIUM,
    ],
    [/\b(by|via) (post|mail|air ?mail)\b/, MEDIUM],
    [
      /\b(international(ly)?|worldwide|overseas|abroad|countr(y|ies)|outside (the )?(us|usa|u\.s\.?|united states))\b/,
      STRONG,
    ],
    [/\bhow (long|fast|quick(ly)?|soon)\b/, WEAK],
    [/\b(arrive|arrives|arrival|transit|business days|dispatch(ed)?)\b/, WEAK],
    [/\bfree shipping\b/, WEAK],
  ],
  rewards: [
    [/\b(rewards?|points?|redeem(ing|ed)?|loyalty|achievements?|badges?)\b/, STRONG],
    [/\b(discount codes?|coupons?|promo( codes?)?|vouchers?|welcome bonus)\b/, MEDIUM],
  ],
  commissions: [
    [/\bcommission(s|ed|ing)?\b/, STRONG + 1],
    [
      /\b(custom|customi[sz]ed|personali[sz]ed|bespoke|one of a kind for me|made to order)\b/,
      STRONG,
    ],
    [/\b(make|sew|draw|paint) (me|one for me|a doll of|my)\b/, STRONG],
    [/\b(request|requests) (a|an|my own)\b/, MEDIUM],
    [/\b(slots?|waitlist|wait list)\b/, STRONG],
  ],
  contact: [
    [
      /\b(contact|get in touch|reach (you|momo|the artist|her)|talk to|speak (to|with)|write to)\b/,
      STRONG,
    ],
    [/\b(e-?mail address|your e-?mail|email you|message (you|momo|her)|dm)\b/, STRONG],
    [/\b(instagram|twitter|tiktok|youtube|social media|socials)\b/, MEDIUM],
    [/\b(e-?mail|phone number|call you)\b/, WEAK],
    [/\b(wholesale|collab(oration)?|stockist)\b/, MEDIUM],
  ],
  thanks: [[/\b(thanks?|thank you|thx|ty|arigato|appreciate it)\b/, MEDIUM]],
};

/** Earlier wins a tie. */
const TOPIC_ORDER = Object.keys(CUES) as (keyof typeof CUES)[];

/** Below this a message is not about a policy at all. */
const MIN_SCORE = MEDIUM;

const GREETING_WORDS: ReadonlySet<string> = new Set(
  'hi hii hiii hello hey heya hiya howdy yo greetings konnichiwa good morning afternoon evening momo sakura everyone friend there'.split(
    ' ',
  ),
);

/** The policy question the message asks, or null when the catalogue should answer it. */
export function detectIntent(message: string): Intent | null {
  const text = message.toLowerCase();
  const scores = new Map<Intent, number>();
  for (const topic of TOPIC_ORDER) {
    const score = CUES[topic].reduce(
      (sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0),
      0,
    );
    scores.set(topic, score);
  }
  // "Can I order from Canada?": a country named with an order or a purchase is about shipping.
  if (findCountry(message) && /\b(order|buy|purchase|send|get|ship)\b/.test(text)) {
    scores.set('shipping', (scores.get('shipping') ?? 0) + MEDIUM);
  }
  let best: Intent | null = null;
  let bestScore = 0;
  for (const topic of TOPIC_ORDER) {
    const score = scores.get(topic) ?? 0;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  if (best && bestScore >= MIN_SCORE) return best;
  return isOnlyGreeting(message) ? 'greeting' : null;
}

/** Which parts of shipping the message asks about: several may be asked at once. */
export interface ShippingQuestion {
  cost: boolean;
  time: boolean;
  /** Where to: a country named in the message, or "do you ship internationally?" in general. */
  where: boolean;
  /** The country named, as an ISO 3166-1 alpha-2 code with its name. */
  country: { code: string; name: string } | null;
}

export function readShippingQuestion(message: string): ShippingQuestion {
  const text = message.toLowerCase();
  const country = findCountry(message);
  const cost =
    /\b(cost|costs|price|prices|how much|fee|fees|rate|rates|charge|charges|expensive|cheap|free shipping|postage)\b/.test(
      text,
    );
  const time =
    /\b(how (long|fast|quick(ly)?|soon)|when will|arrive|arrives|arrival|days|weeks|time|times|transit|estimate|dispatch|quick|fast)\b/.test(
      text,
    );
  const where =
    country !== null ||
    /\b(international(ly)?|worldwide|overseas|abroad|countr(y|ies)|where|outside)\b/.test(text);
  return { cost, time, where, country };
}

/** "Hi!", "hello there Momo": a greeting with nothing to look up ("hi, any bunnies?" is not). */
function isOnlyGreeting(message: string): boolean {
  const words = wordsOf(message);
  return (
    words.some((word) => GREETING_WORDS.has(word)) &&
    words.every((word) => GREETING_WORDS.has(word) || FILLER_WORDS.has(word))
  );
}
