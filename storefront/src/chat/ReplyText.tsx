import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  BlossomIcon,
  BowIcon,
  HeartIcon,
  PaletteIcon,
  ShoppingBagIcon,
  SparklesIcon,
} from '../ui/KawaiiIcons.tsx';
import { splitEmoji, type EmojiArt } from './emoji-art.ts';
import { linkifyReply } from './linkify.ts';

const ART: Record<EmojiArt, ComponentType<{ className?: string }>> = {
  sparkles: SparklesIcon,
  blossom: BlossomIcon,
  heart: HeartIcon,
  bow: BowIcon,
  palette: PaletteIcon,
  bag: ShoppingBagIcon,
};

function TextWithArt({ text }: { text: string }) {
  return splitEmoji(text).map((piece, index) => {
    if (piece.kind === 'text') return <span key={index}>{piece.text}</span>;
    const Art = ART[piece.art];
    return <Art key={index} className="chat-bubble__art" />;
  });
}

/** A reply as plain text, with the site's own paths as in-app links (never parsed as HTML). */
export function ReplyText({ text }: { text: string }) {
  return linkifyReply(text).map((segment, index) =>
    segment.kind === 'link' ? (
      <Link key={index} className="chat-bubble__link" to={segment.to}>
        {segment.text}
      </Link>
    ) : (
      <TextWithArt key={index} text={segment.text} />
    ),
  );
}
