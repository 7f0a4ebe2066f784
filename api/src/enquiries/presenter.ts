import { artworkPagePath, type Enquiry } from '@kawaii/shared';
import type { EnquiryRecord } from './store.ts';

export function presentEnquiry(record: EnquiryRecord): Enquiry {
  return {
    _id: record.id,
    artwork: {
      _id: record.artworkId,
      title: record.artworkTitle,
      path:
        record.artworkId === null
          ? null
          : artworkPagePath({ _id: record.artworkId, slug: record.artworkSlug }),
    },
    name: record.name,
    email: record.email,
    message: record.message,
    status: record.status,
    createdAt: record.createdAt,
    answeredAt: record.answeredAt,
    answeredBy: record.answeredBy,
  };
}
