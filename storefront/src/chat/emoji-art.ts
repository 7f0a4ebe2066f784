// The assistant likes emoji, but many systems have no colour emoji font and draw them as empty
// boxes. The few it uses become little drawings (KawaiiIcons); any other character stays text.

export type EmojiArt = 'sparkles' | 'blossom' | 'heart' | 'bow' | 'palette' | 'bag';

export type TextPiece = { kind: 'text'; text: string } | { kind: 'art'; art: EmojiArt };

const ART_OF: Record<string, EmojiArt> = {
  '✨': 'sparkles',
  '🌸': 'blossom',
  '💝': 'heart',
  '💕': 'heart',
  '💖': 'heart',
  '💗': 'heart',
  '💌': 'heart',
  '❤': 'heart',
  '🎀': 'bow',
  '🎨': 'palette',
  '🛍': 'bag',
};

/** One known emoji, with the variation selector that may follow it. */
const KNOWN_EMOJI = new RegExp(`(${Object.keys(ART_OF).join('|')})\\uFE0F?`, 'gu');

export function splitEmoji(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let textStart = 0;
  for (const match of text.matchAll(KNOWN_EMOJI)) {
    if (match.index > textStart)
      pieces.push({ kind: 'text', text: text.slice(textStart, match.index) });
    pieces.push({ kind: 'art', art: ART_OF[match[1]!]! });
    textStart = match.index + match[0].length;
  }
  if (textStart < text.length) pieces.push({ kind: 'text', text: text.slice(textStart) });
  return pieces;
}
