// Finds the site's own paths in the assistant's replies, so they can become in-app links while
// everything else stays plain text. A named link, [Moon Bunny Plush](/shop/abc), shows its
// title; a bare path shows itself. Only the site's routes a reply may point at are recognised
// (never another site, whatever a language model writes); a path inside a URL or a longer word
// is left alone, and a named link to anything else stays text.

export type ReplySegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string };

const SLUG = '[A-Za-z0-9_-]+';
const SITE_PATHS = [
  `shop/${SLUG}`,
  `artwork/id/${SLUG}`,
  `artwork/${SLUG}`,
  `blog/${SLUG}`,
  `dashboard/${SLUG}`,
  'portfolio',
  'commissions',
  'shop',
  'blog',
  'games',
  'dashboard',
  'privacy',
  'terms',
];

/** A query such as ?tag=dolls (key=value pairs only, so a question mark ending a sentence stays). */
const QUERY = '(?:\\?[\\w-]+=[\\w%+-]+(?:&[\\w-]+=[\\w%+-]+)*)?';

/**
 * Not preceded by a word, a dot, a slash, a colon or @ (so not part of a URL, domain or e-mail
 * address), and not followed by more of a path: '/portfolio/xyz' and '/shopping' are no links.
 */
const SITE_PATH = `(\\/(?:${SITE_PATHS.join('|')}))(\\/?)(${QUERY})`;

/** [title](/site/path): the title (no brackets, one line) and a whole site path. */
const NAMED_LINK = `\\[([^\\[\\]\\n]{1,200})\\]\\(${SITE_PATH}\\)`;

const SITE_PATH_PATTERN = new RegExp(`${NAMED_LINK}|(?<![\\w./:@-])${SITE_PATH}(?![\\w/-])`, 'g');

export function linkifyReply(reply: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let textStart = 0;
  for (const match of reply.matchAll(SITE_PATH_PATTERN)) {
    const [whole, title, namedPath, , namedQuery = '', barePath, , bareQuery = ''] = match;
    if (match.index > textStart) {
      segments.push({ kind: 'text', text: reply.slice(textStart, match.index) });
    }
    segments.push(
      title !== undefined && namedPath !== undefined
        ? { kind: 'link', text: title.trim(), to: namedPath + namedQuery }
        : { kind: 'link', text: whole, to: (barePath ?? '') + bareQuery },
    );
    textStart = match.index + whole.length;
  }
  if (textStart < reply.length) segments.push({ kind: 'text', text: reply.slice(textStart) });
  return segments;
}
