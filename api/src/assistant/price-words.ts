// What a shopper's price words ask for: "cheapest doll", "prints under $20", "between 10 and 30
// dollars", "your most expensive piece". The amounts are read in whole cents; what is left of the
// message once the price words are gone is what to search for.

export interface PriceWish {
  minCents: number | null;
  maxCents: number | null;
  /** 'asc' for "cheapest", 'desc' for "most expensive"; null when the price order was not asked. */
  order: 'asc' | 'desc' | null;
  /** The message without its price words, for the catalogue search. */
  rest: string;
}

const AMOUNT = String.raw`\$?\s?(\d+(?:[.,]\d{1,2})?)\s?(?:\$|usd|dollars?|bucks)?`;

const RANGE = new RegExp(
  String.raw`\b(?:between|from)\s+${AMOUNT}\s+(?:and|to|-)\s+${AMOUNT}`,
  'i',
);
const DASH_RANGE = new RegExp(String.raw`${AMOUNT}\s?(?:-|–|to)\s?${AMOUNT}`, 'i');
const AT_MOST = new RegExp(
  String.raw`\b(?:under|below|less than|cheaper than|no more than|at most|up to|max(?:imum)?|within|for)\s+${AMOUNT}`,
  'i',
);
const AT_LEAST = new RegExp(
  String.raw`\b(?:over|above|more than|at least|min(?:imum)?|from)\s+${AMOUNT}`,
  'i',
);
const CHEAPEST =
  /\b(cheapest|least expensive|lowest[- ]priced?|lowest price|most affordable|cheap|affordable|inexpensive|budget|cheaper)\b/i;
const DEAREST =
  /\b(most expensive|priciest|highest[- ]priced?|highest price|fanciest|most luxurious)\b/i;

function cents(amount: string | undefined): number | null {
  if (amount === undefined) return null;
  const value = Number(amount.replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

export function readPriceWish(message: string): PriceWish {
  let rest = message;
  let minCents: number | null = null;
  let maxCents: number | null = null;
  const take = (pattern: RegExp): RegExpMatchArray | null => {
    const match = rest.match(pattern);
    if (match) rest = rest.replace(match[0], ' ');
    return match;
  };

  const range = take(RANGE) ?? (/[$]|dollar|usd|bucks/i.test(message) ? take(DASH_RANGE) : null);
  if (range) {
    const [low, high] = [cents(range[1]), cents(range[2])];
    if (low !== null && high !== null) {
      minCents = Math.min(low, high);
      maxCents = Math.max(low, high);
    }
  } else {
    const atMost = take(AT_MOST);
    if (atMost) maxCents = cents(atMost[1]);
    const atLeast = take(AT_LEAST);
    if (atLeast) minCents = cents(atLeast[1]);
  }

  let order: PriceWish['order'] = null;
  const dearest = take(DEAREST);
  if (dearest) order = 'desc';
  else if (take(CHEAPEST)) order = 'asc';
  // A ceiling reads as "the cheaper ones first" unless another order was asked.
  if (order === null && maxCents !== null && minCents === null) order = 'asc';
  return { minCents, maxCents, order, rest: rest.replace(/\s+/g, ' ').trim() };
}

export function hasPriceWish(wish: PriceWish): boolean {
  return wish.minCents !== null || wish.maxCents !== null || wish.order !== null;
}
