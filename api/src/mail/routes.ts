import { emailQuerySchema } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { MailService } from './service.ts';

export function emailRoutes(mail: MailService): RouteTable {
  const table = createRouteTable('/emails');

  table.get(
    '/',
    {
      summary: 'The shop’s emails, newest first, with their delivery status',
      access: 'admin',
      query: emailQuerySchema,
    },
    ({ query }) => mail.list(query),
  );

  table.get(
    '/:id',
    { summary: 'One email with its text and HTML parts, as sent', access: 'admin' },
    ({ params }) => mail.get(params['id']!),
  );

  return table;
}
