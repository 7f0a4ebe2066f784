// The shop's notice of a new enquiry. It goes to the shop's contact email only: the visitor's
// address is typed by anyone, so the shop never mails it unasked (no spam relay). Replying is a
// click on the mailto button, which opens the artist's own mail program.

import { renderEmail, type RenderedEmail } from '../mail/render.ts';

export interface EnquiryFacts {
  artworkTitle: string;
  name: string;
  email: string;
  message: string;
  shopName: string;
}

export function newEnquiryEmail(facts: EnquiryFacts): RenderedEmail {
  const replySubject = encodeURIComponent(`Re: ${facts.artworkTitle}`);
  return renderEmail({
    subject: `A question about “${facts.artworkTitle}”`,
    heading: `${facts.name} asked about “${facts.artworkTitle}”`,
    blocks: [
      {
        type: 'rows',
        rows: [
          { label: 'From', value: facts.name },
          { label: 'Email', value: facts.email },
          { label: 'Piece', value: facts.artworkTitle },
        ],
      },
      { type: 'callout', title: 'Their message', lines: facts.message.split(/\r?\n/) },
      {
        type: 'button',
        label: `Reply to ${facts.name}`,
        url: `mailto:${facts.email}?subject=${replySubject}`,
      },
      {
        type: 'text',
        text: 'Once you have written back, mark the enquiry answered in the admin Enquiries tab.',
      },
    ],
    shopName: facts.shopName,
  });
}
