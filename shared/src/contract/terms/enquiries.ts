// Visitors' questions about artworks: who may send and read them, what each call parses.

import { enquiryStatusPatchSchema, enquirySubmissionSchema } from '../../schemas/enquiry.ts';
import { enquiryQuerySchema } from '../../schemas/queries.ts';
import type { TermsTable } from '../terms.ts';

export const enquiryTerms = {
  sendEnquiry: {
    summary: 'Ask about an artwork for sale; the shop is emailed (a token links the account)',
    access: 'optional-user',
    body: enquirySubmissionSchema,
    failures: { 404: 'No such artwork for sale', 429: 'Too many questions from this address' },
  },
  listEnquiries: {
    summary: 'Visitors’ questions about artworks, newest first, with counts by status',
    access: 'admin',
    query: enquiryQuerySchema,
  },
  setEnquiryStatus: {
    summary: 'Mark an enquiry answered, or open again',
    access: 'admin',
    body: enquiryStatusPatchSchema,
    failures: { 404: 'No such enquiry' },
  },
} satisfies TermsTable;
