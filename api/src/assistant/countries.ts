// Country names a shopper may type, to their ISO 3166-1 alpha-2 codes (the codes shipping zones
// list). Only what the assistant needs to read "do you ship to Canada?": common names and a few
// everyday aliases, matched as whole words.

const COUNTRIES: readonly (readonly [code: string, name: string, aliases: readonly string[]])[] = [
  ['US', 'the United States', ['united states', 'usa', 'u.s.a', 'u.s', 'america', 'the states']],
  ['CA', 'Canada', ['canada']],
  ['MX', 'Mexico', ['mexico']],
  [
    'GB',
    'the United Kingdom',
    ['united kingdom', 'uk', 'u.k', 'britain', 'great britain', 'england', 'scotland', 'wales'],
  ],
  ['IE', 'Ireland', ['ireland']],
  ['FR', 'France', ['france']],
  ['DE', 'Germany', ['germany', 'deutschland']],
  ['NL', 'the Netherlands', ['netherlands', 'holland']],
  ['BE', 'Belgium', ['belgium']],
  ['LU', 'Luxembourg', ['luxembourg']],
  ['ES', 'Spain', ['spain']],
  ['PT', 'Portugal', ['portugal']],
  ['IT', 'Italy', ['italy']],
  ['CH', 'Switzerland', ['switzerland']],
  ['AT', 'Austria', ['austria']],
  ['DK', 'Denmark', ['denmark']],
  ['SE', 'Sweden', ['sweden']],
  ['NO', 'Norway', ['norway']],
  ['FI', 'Finland', ['finland']],
  ['IS', 'Iceland', ['iceland']],
  ['PL', 'Poland', ['poland']],
  ['CZ', 'Czechia', ['czechia', 'czech republic']],
  ['GR', 'Greece', ['greece']],
  ['HU', 'Hungary', ['hungary']],
  ['RO', 'Romania', ['romania']],
  ['UA', 'Ukraine', ['ukraine']],
  ['TR', 'Turkey', ['turkey', 'türkiye']],
  ['IL', 'Israel', ['israel']],
  ['AE', 'the United Arab Emirates', ['united arab emirates', 'uae', 'dubai']],
  ['IN', 'India', ['india']],
  ['JP', 'Japan', ['japan']],
  ['KR', 'South Korea', ['south korea', 'korea']],
  ['CN', 'China', ['china']],
  ['HK', 'Hong Kong', ['hong kong']],
  ['TW', 'Taiwan', ['taiwan']],
  ['SG', 'Singapore', ['singapore']],
  ['MY', 'Malaysia', ['malaysia']],
  ['TH', 'Thailand', ['thailand']],
  ['PH', 'the Philippines', ['philippines']],
  ['ID', 'Indonesia', ['indonesia']],
  ['VN', 'Vietnam', ['vietnam']],
  ['AU', 'Australia', ['australia']],
  ['NZ', 'New Zealand', ['new zealand']],
  ['BR', 'Brazil', ['brazil', 'brasil']],
  ['AR', 'Argentina', ['argentina']],
  ['CL', 'Chile', ['chile']],
  ['CO', 'Colombia', ['colombia']],
  ['PE', 'Peru', ['peru']],
  ['ZA', 'South Africa', ['south africa']],
  ['EG', 'Egypt', ['egypt']],
  ['NG', 'Nigeria', ['nigeria']],
  ['PR', 'Puerto Rico', ['puerto rico']],
];

const PATTERNS = COUNTRIES.map(([code, name, aliases]) => ({
  code,
  name,
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}])(${aliases.map((alias) => alias.replace(/\./g, '\\.')).join('|')})\\.?(?![\\p{L}\\p{N}])`,
    'iu',
  ),
}));

/** The first country the message names, or null. "us" alone is a pronoun, so it needs capitals. */
export function findCountry(message: string): { code: string; name: string } | null {
  for (const { code, name, pattern } of PATTERNS) {
    if (pattern.test(message)) return { code, name };
  }
  if (/(?<![\p{L}])US(?![\p{L}])/u.test(message)) return { code: 'US', name: 'the United States' };
  return null;
}

/** A code's name for a reply ("Canada"), or the code itself when it is not in the list. */
export function countryName(code: string): string {
  return COUNTRIES.find(([known]) => known === code)?.[1] ?? code;
}
