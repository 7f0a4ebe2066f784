// The words of a visitor's message, as the intent detector and the search both read them.

/** Lower-cased runs of letters and digits: punctuation and FTS5 syntax never survive. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Words that carry no subject in a shopper's question ("do you have any ... for sale?"):
 * searching for them would match nearly everything.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  [
    'a about all also am an and any anything are as at available be buy by can cost costs could',
    'did do does find for from get got have has how i if in is it its just know like looking me',
    'much my need of on or please price prices sale sell show so some something still tell that',
    'the there these this those to want was what whats which who will with would you your',
    // Words naming "a thing for sale" in general: the price words or the kind say the rest.
    'item items thing things stuff product products piece pieces one ones got offer shop store',
    'sell selling sold recommend suggest ideas idea gift gifts good nice cute kawaii new most',
  ]
    .join(' ')
    .split(' '),
);
