import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { UserService } from './service.ts';

/** /api/users: the superadmin's user management. */
export function userRoutes(users: UserService): RouteTable {
  const table = createRouteTable('/users');

  table.handle(operations.listUsers, ({ query }) => users.list(query));

  table.handle(operations.promoteUser, ({ params, viewer }) => ({
    user: users.promote(params.id, viewer),
  }));

  table.handle(operations.demoteUser, ({ params, viewer }) => ({
    user: users.demote(params.id, viewer),
  }));

  return table;
}
