import { Fragment } from 'react';
import { splitParagraphs } from '@kawaii/shared';

/** Plain text as paragraphs split on blank lines, line breaks kept; never parsed as HTML. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {splitParagraphs(text).map((lines, paragraph) => (
        <p key={paragraph}>
          {lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
