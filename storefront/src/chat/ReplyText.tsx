import { Link } from 'react-router';
import { linkifyReply } from './linkify.ts';

/** A reply as plain text, with the site's own paths as in-app links (never parsed as HTML). */
export function ReplyText({ text }: { text: string }) {
  return linkifyReply(text).map((segment, index) =>
    segment.kind === 'link' ? (
      <Link key={index} className="chat-bubble__link" to={segment.to}>
        {segment.text}
      </Link>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}
