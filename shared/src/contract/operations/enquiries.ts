// Visitors' questions about artworks for sale: anyone asks (a token links the account), staff
// read them and mark them answered.

import type { Enquiry, EnquiryPage } from '../../domain/enquiry.ts';
import { answer, defineOperation } from '../operation.ts';

export const enquiryOperations = {
  sendEnquiry: defineOperation({
    method: 'post',
    path: '/api/enquiries',
    status: 201,
    answer: answer<{ message: string; enquiryId: string }>(),
  }),
  listEnquiries: defineOperation({
    method: 'get',
    path: '/api/enquiries',
    answer: answer<EnquiryPage>(),
  }),
  setEnquiryStatus: defineOperation({
    method: 'patch',
    path: '/api/enquiries/:id',
    answer: answer<Enquiry>(),
  }),
};
