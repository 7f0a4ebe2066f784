// Under a cart or order line's title: its options in words ("Size: 1/6 · Colour: Pink") and when
// it ships when that is not straight away ("Made to order · ships in 6-8 weeks", "Pre-order ·
// ships from May 2027"). Nothing for a plain line.

import { lineShippingNote, optionsInWords, type LineCatalogueFacts } from '@kawaii/shared';
import './LineFacts.css';

export function LineFacts({ line }: { line: LineCatalogueFacts }) {
  const options = optionsInWords(line.options);
  const shipping = lineShippingNote(line);
  if (!options && !shipping) return null;
  return (
    <span className="line-facts">
      {options && <span className="line-facts__options">{options}</span>}
      {shipping && <span className="line-facts__shipping">{shipping}</span>}
    </span>
  );
}
