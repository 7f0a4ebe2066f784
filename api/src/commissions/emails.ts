// What the shop writes about a commission, to the client and to the shop. Pure: each function
// renders one mail; the service queues it inside the step's transaction.

import {
  COMMISSION_WAITLIST_NOTE,
  formatCents,
  formatDateTime,
  type UnpaidMilestone,
} from '@kawaii/shared';
import { renderEmail, type EmailBlock, type RenderedEmail } from '../mail/render.ts';
import type { CommissionRecord } from './store.ts';

export interface CommissionMailFacts {
  commission: CommissionRecord;
  shopName: string;
  /** The client's private page, with its key, on the public site. */
  pageUrl: string;
}

const titleOf = (commission: CommissionRecord) => `commission #${commission.number}`;

const pageButton = (facts: CommissionMailFacts): EmailBlock => ({
  type: 'button',
  label: 'Open your commission page',
  url: facts.pageUrl,
});

function mail(facts: CommissionMailFacts, subject: string, heading: string, blocks: EmailBlock[]) {
  return renderEmail({ subject, heading, blocks, shopName: facts.shopName });
}

export function requestReceivedEmail(facts: CommissionMailFacts): RenderedEmail {
  const { commission } = facts;
  return mail(
    facts,
    `We received your ${titleOf(commission)} request`,
    `Thank you, ${commission.name}!`,
    [
      {
        type: 'text',
        text:
          commission.status === 'waitlisted'
            ? COMMISSION_WAITLIST_NOTE
            : 'Your request is in. We will write with a quote or a question soon.',
      },
      { type: 'callout', title: 'You asked for', lines: commission.description.split(/\r?\n/) },
      pageButton(facts),
    ],
  );
}

export function newRequestEmail(facts: CommissionMailFacts, deskUrl: string): RenderedEmail {
  const { commission } = facts;
  return mail(
    facts,
    `New ${titleOf(commission)} request from ${commission.name}`,
    `A new commission request!`,
    [
      {
        type: 'rows',
        rows: [
          { label: 'From', value: `${commission.name} (${commission.email})` },
          { label: 'Size or type', value: commission.size },
          { label: 'References', value: String(commission.references.length) },
        ],
      },
      { type: 'callout', title: 'They would like', lines: commission.description.split(/\r?\n/) },
      { type: 'button', label: 'Open the commissions queue', url: deskUrl },
    ],
  );
}

export function quoteSentEmail(facts: CommissionMailFacts): RenderedEmail {
  const quote = facts.commission.quote!;
  return mail(
    facts,
    `Your quote for ${titleOf(facts.commission)}`,
    `Your quote is ready, ${facts.commission.name}!`,
    [
      {
        type: 'rows',
        rows: [
          ...quote.milestones.map((milestone) => ({
            label: milestone.dueAtStage
              ? `${milestone.label} (at ${milestone.dueAtStage})`
              : `${milestone.label} (on accepting)`,
            value: formatCents(milestone.amountCents),
          })),
          { label: 'Price', value: formatCents(quote.priceCents), strong: true },
        ],
      },
      { type: 'text', text: `Timeline: ${quote.timeline}` },
      { type: 'text', text: `This quote is open until ${formatDateTime(quote.expiresAt)}.` },
      pageButton(facts),
    ],
  );
}

export function declinedEmail(facts: CommissionMailFacts): RenderedEmail {
  const message = facts.commission.declineMessage;
  return mail(
    facts,
    `About your ${titleOf(facts.commission)} request`,
    `Thank you for asking, ${facts.commission.name}`,
    [
      { type: 'text', text: 'We are sorry: we cannot take this commission.' },
      ...(message
        ? [
            {
              type: 'callout' as const,
              title: 'A note from the artist',
              lines: message.split(/\r?\n/),
            },
          ]
        : []),
    ],
  );
}

export function stagePostedEmail(
  facts: CommissionMailFacts,
  stage: string,
  askApproval: boolean,
): RenderedEmail {
  return mail(
    facts,
    askApproval
      ? `Please approve the ${stage} stage of ${titleOf(facts.commission)}`
      : `New progress on ${titleOf(facts.commission)}: ${stage}`,
    askApproval ? 'Your approval, please!' : 'Your piece is coming along!',
    [
      {
        type: 'text',
        text: askApproval
          ? `The ${stage} stage is ready for you to look at. Approve it on your page, or reply with changes.`
          : `We posted the ${stage} stage with pictures on your page.`,
      },
      pageButton(facts),
    ],
  );
}

export function paymentRecordedEmail(
  facts: CommissionMailFacts,
  amountCents: number,
  balanceCents: number,
): RenderedEmail {
  return mail(
    facts,
    `Payment received for ${titleOf(facts.commission)}`,
    `Thank you, ${facts.commission.name}!`,
    [
      {
        type: 'rows',
        rows: [
          { label: 'Received', value: formatCents(amountCents) },
          { label: 'Still to pay', value: formatCents(balanceCents), strong: true },
        ],
      },
      pageButton(facts),
    ],
  );
}

export function statusEmail(
  facts: CommissionMailFacts,
  subject: string,
  text: string,
): RenderedEmail {
  return mail(facts, subject, `News about ${titleOf(facts.commission)}`, [
    { type: 'text', text },
    pageButton(facts),
  ]);
}

export function quoteExpiringEmail(facts: CommissionMailFacts): RenderedEmail {
  const quote = facts.commission.quote!;
  return mail(
    facts,
    `Your quote for ${titleOf(facts.commission)} expires soon`,
    `A gentle reminder, ${facts.commission.name}`,
    [
      {
        type: 'text',
        text: `Your quote of ${formatCents(quote.priceCents)} is open until ${formatDateTime(quote.expiresAt)}. Accept it on your page to take your slot, or decline it if your plans changed.`,
      },
      pageButton(facts),
    ],
  );
}

export function quoteExpiredEmail(facts: CommissionMailFacts): RenderedEmail {
  return mail(
    facts,
    `Your quote for ${titleOf(facts.commission)} has expired`,
    `Your quote has expired, ${facts.commission.name}`,
    [
      {
        type: 'text',
        text: 'The quote was not accepted in time, so it is closed. If you would still like the piece, reply to this email and we will see about a new quote.',
      },
      pageButton(facts),
    ],
  );
}

export function paymentReminderEmail(
  facts: CommissionMailFacts,
  unpaid: UnpaidMilestone,
): RenderedEmail {
  return mail(
    facts,
    `A payment is overdue for ${titleOf(facts.commission)}`,
    `A reminder about your payment, ${facts.commission.name}`,
    [
      {
        type: 'rows',
        rows: [
          { label: unpaid.label, value: formatCents(unpaid.unpaidCents), strong: true },
          { label: 'Due since', value: formatDateTime(unpaid.dueAt) },
        ],
      },
      {
        type: 'text',
        text: `Under the terms you accepted, the commission may be cancelled if it is still unpaid on ${formatDateTime(unpaid.cancellableFrom)}. How to pay is on your page.`,
      },
      pageButton(facts),
    ],
  );
}
