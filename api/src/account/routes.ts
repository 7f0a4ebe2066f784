import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { Viewer } from '../core/viewer.ts';
import type { AccountService } from './service.ts';

// Access 'user' guarantees a signed-in viewer before any handler here runs.
const signedIn = (viewer: Viewer): string => viewer.userId!;

export function accountRoutes(account: AccountService): RouteTable {
  const table = createRouteTable('/user');

  table.handle(operations.getDashboard, ({ viewer }) => account.dashboard(signedIn(viewer)));

  table.handle(operations.listMyOrders, ({ viewer, query }) =>
    account.myOrders(signedIn(viewer), query),
  );

  table.handle(operations.getAchievements, ({ viewer }) => account.achievements(signedIn(viewer)));

  table.handle(operations.updateProfile, ({ viewer, body }) =>
    account.updateProfile(signedIn(viewer), body),
  );

  return table;
}
