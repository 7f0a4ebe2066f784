import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { MailService } from './service.ts';

export function emailRoutes(mail: MailService): RouteTable {
  const table = createRouteTable('/emails');
  table.handle(operations.listEmails, ({ query }) => mail.list(query));
  table.handle(operations.getEmail, ({ params }) => mail.get(params.id));
  return table;
}
