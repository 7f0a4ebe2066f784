// Visitors' questions about artworks for sale: anyone asks (a token links the account), staff
// read them and mark them answered.

import type { Enquiry, EnquiryPage } from '../../domain/enquiry.ts';
import { enquiryStatusPatchSchema, enquirySubmissionSchema } from '../../schemas/enquiry.ts';
import { enquiryQuerySchema } from '../../schemas/queries.ts';
import { answer, defineOperation } from '../operation.ts';

export const enquiryOperations = {
  sendEnquiry: defineOperation({
    method: 'post',
    path: '/api/enquiries',
    summary: 'Ask about an artwork for sale; the shop is emailed (a token links the account)',
    access: 'optional-user',
    status: 201,
    body: enquirySubmissionSchema,
    answer: answer<{ message: string; enquiryId: string }>(),
    failures: { 404: 'No such artwork for sale', 429: 'Too many questions from this address' },
  }),
  listEnquiries: defineOperation({
    method: 'get',
    path: '/api/enquiries',
    summary: 'Visitors’ questions about artworks, newest first, with counts by status',
    access: 'admin',
    query: enquiryQuerySchema,
    answer: answer<EnquiryPage>(),
  }),
  setEnquiryStatus: defineOperation({
    method: 'patch',
    path: '/api/enquiries/:id',
    summary: 'Mark an enquiry answered, or open again',
    access: 'admin',
    body: enquiryStatusPatchSchema,
    answer: answer<Enquiry>(),
    failures: { 404: 'No such enquiry' },
  }),
};
