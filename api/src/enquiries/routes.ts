import { operations } from '@kawaii/shared';
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

  table.handle(operations.sendEnquiry, ({ body, viewer }) => enquiries.submit(body, viewer), {
    before: [askLimit.middleware],
  });

  table.handle(operations.listEnquiries, ({ query }) => enquiries.list(query));

  table.handle(operations.setEnquiryStatus, ({ params, body, viewer }) =>
    enquiries.setStatus(params.id, body.status, viewer),
  );

  return table;
}
