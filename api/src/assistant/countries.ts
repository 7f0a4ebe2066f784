// Country names a shopper may type, to their ISO 3166-1 alpha-2 codes (the codes shipping zones
// list). Every country of the shop's one country list (@kawaii/shared COUNTRIES, the list the
// checkout and the zones editor use) is found by its name; a few also by everyday aliases ("usa",
// "uk", "holland"). Matched as whole words, the longest name first, so "Papua New Guinea" is not
// Guinea.

import { COUNTRIES, countryName as sharedCountryName } from '@kawaii/shared';

/** Everyday names the shop's list does not use. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['usa', 'u.s.a', 'u.s', 'america', 'the states'],
  GB: ['uk', 'u.k', 'britain', 'great britain', 'england', 'scotland', 'wales'],
  NL: ['holland'],
  DE: ['deutschland'],
  CZ: ['czech republic'],
  TR: ['turkey'],
  AE: ['uae', 'dubai'],
  KR: ['korea'],
  HK: ['hong kong'],
  BR: ['brasil'],
};

/** Names that are everyday words more often than places ("a jersey", "Georgia" the state). */
const TOO_COMMON = new Set(['jersey', 'guernsey', 'chad', 'georgia', 'jordan']);

/** Countries a reply names with "the": "we ship to the United States". */
const WITH_THE = new Set(['US', 'GB', 'NL', 'AE', 'PH', 'BS', 'DO']);

/** 'Bosnia & Herzegovina' -> itself and 'bosnia and herzegovina'; 'Myanmar (Burma)' -> both names. */
function namesOf(name: string): string[] {
  const lower = name.toLowerCase();
  const inBrackets = /^(.*?)\s*\((.+)\)$/.exec(lower);
  const bases = inBrackets ? [inBrackets[1]!, inBrackets[2]!] : [lower];
  return bases.flatMap((base) => (base.includes('&') ? [base, base.replace(/&/g, 'and')] : [base]));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NAMES = COUNTRIES.flatMap(({ code }) =>
  [...namesOf(sharedCountryName(code)), ...(ALIASES[code] ?? [])]
    .filter((name) => !TOO_COMMON.has(name))
    .map((name) => ({
      code,
      length: name.length,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}\\.?(?![\\p{L}\\p{N}])`, 'iu'),
    })),
).sort((a, b) => b.length - a.length);

/** A code's name for a reply ("Canada", "the United States"), or the code when it is unknown. */
export function countryName(code: string): string {
  const name = sharedCountryName(code);
  return WITH_THE.has(code) ? `the ${name}` : name;
}

/** The country the message names (its longest name wins), or null. "us" alone is a pronoun. */
export function findCountry(message: string): { code: string; name: string } | null {
  const found = NAMES.find(({ pattern }) => pattern.test(message));
  if (found) return { code: found.code, name: countryName(found.code) };
  if (/(?<![\p{L}])US(?![\p{L}])/u.test(message)) return { code: 'US', name: countryName('US') };
  return null;
}
