// How a line of a cart or an order reads: its options in words, when it ships, its title with
// its options, the whole line as one phrase. Apart from the catalogue's rules (catalogue.ts),
// which the shop's pages load first, because only the cart, the order screens, the mails and the
// exports say these.

import type { OptionChoice, ProductOption } from '../domain/catalogue.ts';
import { formatShipsFrom, madeToOrderLine } from './catalogue.ts';

/** 'Size: 1/6 · Colour: Pink', in the order of the product's option groups when known. */
export function optionsInWords(
  choice: OptionChoice | null | undefined,
  groups?: readonly ProductOption[],
): string {
  if (!choice) return '';
  const names = groups ? groups.map((group) => group.name) : Object.keys(choice);
  return names
    .filter((name) => choice[name] !== undefined)
    .map((name) => `${name}: ${choice[name]}`)
    .join(' · ');
}

/** What a cart or order line says about when it ships: '' for an ordinary stocked line. */
export function lineShippingNote(line: {
  leadTime?: string | null | undefined;
  preorder?: boolean | undefined;
  shipsFrom?: string | null | undefined;
}): string {
  if (line.preorder && line.shipsFrom)
    return `Pre-order · ships from ${formatShipsFrom(line.shipsFrom)}`;
  if (line.leadTime) return madeToOrderLine(line.leadTime);
  return '';
}

/** 'Lace Dress (Size: 1/3 · Colour: Pink)': a line's title with the options it was bought in. */
export function lineTitle(line: {
  title: string;
  options?: OptionChoice | null | undefined;
}): string {
  const options = optionsInWords(line.options);
  return options ? `${line.title} (${options})` : line.title;
}

/** A line as one phrase for a mail or a spreadsheet, with when it ships when not at once. */
export function lineSummary(line: {
  title: string;
  quantity: number;
  options?: OptionChoice | null | undefined;
  leadTime?: string | null | undefined;
  preorder?: boolean | undefined;
  shipsFrom?: string | null | undefined;
}): string {
  const note = lineShippingNote(line);
  return `${line.quantity} × ${lineTitle(line)}${note ? ` [${note}]` : ''}`;
}
