// Questions about one product: "Do you have it in 1/6?" (which of its variants can be bought)
// and "When will it ship?" (its lead time, its pre-order's shipping month, or at once from
// stock). The product is the one named ("the Lace Dress") or, for "it", the one the
// conversation is about: the page the visitor is on or the product the assistant last linked.

import { findCountry } from './countries.ts';

export type ProductQuestionKind = 'availability' | 'ships-when';

export interface ProductQuestion {
  kind: ProductQuestionKind;
  /** "it", "this", "them": the product the conversation is about. */
  refersBack: boolean;
  /** The words that may name the product, the question's own words left out. */
  naming: string;
}

const AVAILABILITY: readonly RegExp[] = [
  // "Do you have it in 1/6?", "do you make the lace dress in pink?"
  /\b(do|does|did) (you|she|momo) (still )?(have|got|make|sell|carry|stock|do)\b.*\bin\b/,
  /\b(have|got) (it|them|this|that|one) in\b/,
  // "Does it come in pink?", "what sizes does it come in?"
  /\b(come|comes|available|made) in\b/,
  /\bwhat (sizes?|colou?rs?|options?|versions?)\b/,
  // "Is it in stock?", "is the lace dress still available?", "are there any left?"
  /\b(in stock|available|sold out|any left|still left|left in)\b/,
];

const SHIPS_WHEN: readonly RegExp[] = [
  // "When will it ship?", "when does the pre-order ship?", "when would it be ready?"
  /\bwhen (will|would|does|do|is|are|can|could)\b.*\b(ship|ships|shipped|shipping|sent|dispatched|ready|made|arrive|get it|have it|get them)\b/,
  // "How long until it ships?", "how long does it take to make?"
  /\bhow (long|soon)\b.*\b(ship|ships|shipped|make|made|ready|take|takes)\b/,
  /\b(ship|shipping|dispatch) date\b/,
];

/** "it", "this", "that one", "them": the product already being talked about. */
const REFERS_BACK = /\b(it|its|this|that|them|they|these|those|this one|that one)\b/;

/** "the Lace Dress": a product named as one thing (a plural, "any dolls", stays a search). */
const NAMES_ONE = /\bthe\s+[\p{L}\p{N}]/u;

/** About the customer's own order, not about a product: the order-status answer takes it. */
const ABOUT_AN_ORDER = /\b(my|our) (orders?|parcel|package|purchase)\b|\bka-?\d{3,}\b/;

/** Words of the question itself, left out before searching for the product it names. */
const QUESTION_WORDS = new Set(
  (
    'ship ships shipped shipping sent dispatch dispatched date ready make made arrive take takes ' +
    'long soon until stock available left sold out come comes size sizes colour colours color ' +
    'colors option options version versions still have got when how'
  ).split(' '),
);

/** The product question the message asks, or null when it is not one. */
export function readProductQuestion(message: string): ProductQuestion | null {
  const text = message.toLowerCase();
  if (ABOUT_AN_ORDER.test(text)) return null;
  const kind: ProductQuestionKind | null = SHIPS_WHEN.some((pattern) => pattern.test(text))
    ? // "When will it ship to Canada?" asks about shipping to a country: that answer knows.
      findCountry(message)
      ? null
      : 'ships-when'
    : AVAILABILITY.some((pattern) => pattern.test(text))
      ? 'availability'
      : null;
  if (!kind) return null;
  const refersBack = REFERS_BACK.test(text);
  if (!refersBack && !NAMES_ONE.test(text)) return null;
  return { kind, refersBack, naming: namingWords(text, kind) };
}

/** The message without the question's words and, for availability, without what follows "in". */
function namingWords(text: string, kind: ProductQuestionKind): string {
  // "do you have the lace dress in 1/6 and pink": the product is named before the last "in".
  const askedIn = kind === 'availability' ? text.replace(/\bin stock\b/g, ' ') : text;
  const cut = askedIn.lastIndexOf(' in ');
  const named = kind === 'availability' && cut >= 0 ? askedIn.slice(0, cut) : askedIn;
  return named
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !QUESTION_WORDS.has(word) && !REFERS_BACK.test(word))
    .join(' ');
}

/**
 * The option values the message names, group by group: { Size: ['1/6'] }. A value counts when it
 * stands on its own ("1/6", "pink"), never inside another word or size ("11/6", "pinkish").
 */
export function askedValues(
  message: string,
  options: readonly { name: string; values: readonly string[] }[],
): Record<string, string[]> {
  const text = message.toLowerCase();
  const asked: Record<string, string[]> = {};
  for (const group of options) {
    const named = group.values.filter((value) => standsAlone(text, value.toLowerCase()));
    if (named.length > 0) asked[group.name] = named;
  }
  return asked;
}

function standsAlone(text: string, value: string): boolean {
  if (value === '') return false;
  let from = text.indexOf(value);
  while (from >= 0) {
    const before = text[from - 1] ?? ' ';
    const after = text[from + value.length] ?? ' ';
    if (!/[\p{L}\p{N}/]/u.test(before) && !/[\p{L}\p{N}/]/u.test(after)) return true;
    from = text.indexOf(value, from + 1);
  }
  return false;
}

/**
 * What the visitor asked it "in" that is none of the product's values ("in 1/4" when it comes in
 * 1/3 and 1/6), or null. "In stock" and "in time" are not asked-for options.
 */
export function unknownAskedValue(message: string): string | null {
  const match = /\bin\s+([^?!.,]{1,30}?)\s*(?:[?!.,]|$)/i.exec(message);
  const value = match?.[1]?.trim();
  if (!value || /^(stock|time|the shop|your shop|store|the store)$/i.test(value)) return null;
  return value;
}
