// The assistant on commissions, from the shop's real commission settings: whether they are open
// and how many slots are left, how to ask for a custom piece, and what one costs (the price lines
// the artist published in the commission intro, and the custom pieces of the shop's catalogue).

import {
  formatCents,
  MAX_COMMISSION_REFERENCES,
  productPagePath,
  type CommissionOpenings,
} from '@kawaii/shared';
import { namedLink, type ReplySettings } from './replies.ts';

/** What a commission question asks: whether one can order, how, or for how much. */
export type CommissionQuestion = 'openness' | 'how' | 'price';

/** A custom piece of the catalogue: its title, link and price. */
export interface CustomPiece {
  id: string;
  title: string;
  priceCents: number;
}

export function readCommissionQuestion(message: string): CommissionQuestion {
  const text = message.toLowerCase();
  if (
    /\b(how much|price|prices|pricing|cost|costs|rates?|fees?|budget|expensive|cheap)\b/.test(text)
  ) {
    return 'price';
  }
  if (
    /\bhow (do|can|could|would|should) (i|we|you)\b|\b(steps?|process|order one|request one|sign up)\b/.test(
      text,
    ) &&
    !/\b(slots?|open|closed|available)\b/.test(text)
  ) {
    return 'how';
  }
  return 'openness';
}

const pageLink = () => namedLink('the commissions page', '/commissions');

function slotsText(openings: CommissionOpenings): string {
  const { slotsLeft } = openings;
  return slotsLeft === 1 ? '1 slot is left' : `${slotsLeft} slots are left`;
}

/** Open, waitlist or closed, with the slots left, in a sentence or two. */
export function opennessText(openings: CommissionOpenings): string {
  if (openings.status === 'closed') {
    return 'Commissions are closed right now 🌙 They open again from time to time: the commissions page says so first.';
  }
  if (openings.status === 'waitlist' || openings.slotsLeft === 0) {
    return `All commission slots are taken right now, so new requests join the waitlist 💕 You can still send yours on ${pageLink()}: Momo writes as soon as a slot opens.`;
  }
  return `Yes, commissions are open! ✨ ${slotsText(openings)}. Send your request on ${pageLink()}.`;
}

function howText(openings: CommissionOpenings): string {
  return [
    `Send a request on ${pageLink()}: your name and email, what you would like, the size or kind of piece, your budget range, a date if you need it by one, and up to ${MAX_COMMISSION_REFERENCES} reference pictures. You read and accept the terms before sending.`,
    'Momo answers with a quote (price, timeline and the payments: usually a deposit to start, the rest before shipping). Accept it on your private commission page to take your slot.',
    openings.stages.length > 0
      ? `The piece is then made in stages (${openings.stages.join(', ')}), with pictures on your page, and you approve the ones she asks you to.`
      : 'You follow the work on your page, with pictures at each stage.',
  ].join('\n');
}

/** The lines of the artist's intro that state a price: the price guide she published. */
export function priceGuideLines(openings: CommissionOpenings): string[] {
  return `${openings.intro}\n${openings.terms}`
    .split(/\r?\n|(?<=[.!?])\s+/)
    .map((line) => line.trim())
    .filter((line) => /\$\s?\d/.test(line));
}

function priceText(openings: CommissionOpenings, pieces: readonly CustomPiece[]): string {
  const guide = priceGuideLines(openings);
  return [
    'Every commission is quoted on its own request, from what you ask for, its size and the work it takes 💕',
    ...(guide.length > 0 ? [`From Momo's price guide: ${guide.join(' ')}`] : []),
    ...(pieces.length > 0
      ? [
          `For an idea, the made-to-order pieces in the shop: ${pieces
            .map(
              (piece) =>
                `${namedLink(piece.title, productPagePath(piece.id))} (${formatCents(piece.priceCents)})`,
            )
            .join(', ')}.`,
        ]
      : []),
    `Give your budget range in the request on ${pageLink()} and the quote comes with the exact price.`,
  ].join('\n');
}

export function commissionsReply(
  question: CommissionQuestion,
  openings: CommissionOpenings,
  pieces: readonly CustomPiece[],
  settings: ReplySettings,
): string {
  const contact = settings.contactEmail
    ? `Questions first? Write to ${settings.contactEmail}.`
    : null;
  const body =
    question === 'price'
      ? priceText(openings, pieces)
      : question === 'how'
        ? `${openings.status === 'closed' ? `${opennessText(openings)}\n` : ''}${howText(openings)}`
        : opennessText(openings);
  return [body, ...(question === 'openness' && contact ? [contact] : [])].join('\n');
}
