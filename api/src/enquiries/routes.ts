import {
  enquiryQuerySchema,
  enquiryStatusPatchSchema,
  enquirySubmissionSchema,
} from '@kawaii/shared';
import { byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { EnquiryService } from './service.ts';

/** At most this many questions a minute from one address: enough for a person, not a script. */
export const ENQUIRIES_PER_MINUTE = 5;

export function enquiryRoutes(enquiries: EnquiryService): RouteTable {
  const table = createRouteTable('/enquiries');
  const askLimit = createRateLimiter([
    { name: 'enquiries:ip', limit: ENQUIRIES_PER_MINUTE, windowMs: MINUTE, keyOf: byIp },
  ]);

  table.post(
    '/',
    {
      summary: 'Ask about an artwork for sale; the shop is emailed (a token links the account)',
      access: 'optional-user',
      body: enquirySubmissionSchema,
      status: 201,
      before: [askLimit.middleware],
    },
    ({ body, viewer }) => enquiries.submit(body, viewer),
  );

  table.get(
    '/',
    {
      summary: 'Visitors’ questions about artworks, newest first, with counts by status',
      access: 'admin',
      query: enquiryQuerySchema,
    },
    ({ query }) => enquiries.list(query),
  );

  table.patch(
    '/:id',
    {
      summary: 'Mark an enquiry answered, or open again',
      access: 'admin',
      body: enquiryStatusPatchSchema,
    },
    ({ params, body, viewer }) => enquiries.setStatus(params['id']!, body.status, viewer),
  );

  return table;
}
