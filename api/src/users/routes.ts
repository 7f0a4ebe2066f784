import { z } from 'zod';
import { optionalText } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { UserService } from './service.ts';

const userListQuerySchema = z.object({ q: optionalText('Search', 200) });

/** /api/users: the superadmin's user management. */
export function userRoutes(users: UserService): RouteTable {
  const table = createRouteTable('/users');

  table.get(
    '/',
    {
      summary: 'List the accounts, newest first; q searches names and emails',
      access: 'superadmin',
      query: userListQuerySchema,
    },
    ({ query }) => users.list(query.q),
  );

  table.put(
    '/:id/promote',
    { summary: 'Make a user an admin', access: 'superadmin' },
    ({ params, viewer }) => ({ user: users.promote(params['id']!, viewer) }),
  );

  table.put(
    '/:id/demote',
    { summary: 'Make an admin a user again', access: 'superadmin' },
    ({ params, viewer }) => ({ user: users.demote(params['id']!, viewer) }),
  );

  return table;
}
