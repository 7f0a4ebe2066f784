// Turns a visitor's message into an FTS5 MATCH expression that cannot fail to parse: only
// letters and digits survive and every term is quoted. 'all' asks for records holding every term
// (the precise answer); 'any' ORs them, so that bm25 ranks the records matching most of them
// first (the answer when no record holds them all).

import { FILLER_WORDS, wordsOf } from './words.ts';

const MAX_TERMS = 12;
/** Shorter terms match whole words only: a prefix of two or three letters matches too much. */
const MIN_PREFIX_LENGTH = 4;
/** Plural endings dropped before a prefix search, so "plushies" finds a "Plush" and "bunnies" a "Bunny". */
const PLURAL_ENDINGS = ['ies', 'es', 's'];

/** The MATCH expression, or null when nothing in the message is worth searching for. */
export function toMatchQuery(message: string, mode: 'all' | 'any' = 'any'): string | null {
  const terms = [...new Set(wordsOf(message))]
    .filter((word) => !FILLER_WORDS.has(word) && (word.length > 1 || /\d/.test(word)))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return terms
    .map((term) => (term.length >= MIN_PREFIX_LENGTH ? `"${singularStem(term)}"*` : `"${term}"`))
    .join(mode === 'all' ? ' AND ' : ' OR ');
}

/** Words too common to narrow a shop search ("the bunny doll" looks for "bunny doll"). */
const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and the of for with in on to my your or is it'.split(' '),
);

/**
 * The shop search's MATCH expression: every word typed must be found (longer words as prefixes,
 * plurals by their singular). Null when nothing searchable was typed, which lists everything.
 */
export function toSearchQuery(text: string): string | null {
  const terms = [...new Set(wordsOf(text))]
    .filter((word) => !SEARCH_STOP_WORDS.has(word))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return terms
    .map((term) => (term.length >= MIN_PREFIX_LENGTH ? `"${singularStem(term)}"*` : `"${term}"`))
    .join(' AND ');
}

function singularStem(word: string): string {
  for (const ending of PLURAL_ENDINGS) {
    const stem = word.slice(0, -ending.length);
    if (word.endsWith(ending) && stem.length >= MIN_PREFIX_LENGTH) return stem;
  }
  return word;
}
