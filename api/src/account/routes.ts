import { profileUpdateSchema } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { Viewer } from '../http/viewer.ts';
import type { AccountService } from './service.ts';

// Access 'user' guarantees a signed-in viewer before any handler here runs.
const signedIn = (viewer: Viewer): string => viewer.userId!;

export function accountRoutes(account: AccountService): RouteTable {
  const table = createRouteTable('/user');

  table.get(
    '/dashboard',
    { summary: 'The customer dashboard: account, orders and achievements', access: 'user' },
    ({ viewer }) => account.dashboard(signedIn(viewer)),
  );

  table.get(
    '/achievements',
    { summary: 'Every achievement, unlocked and locked, for the signed-in user', access: 'user' },
    ({ viewer }) => account.achievements(signedIn(viewer)),
  );

  table.put(
    '/profile',
    {
      summary: 'Save the profile; answers achievements it unlocked',
      access: 'user',
      body: profileUpdateSchema,
    },
    ({ viewer, body }) => account.updateProfile(signedIn(viewer), body),
  );

  return table;
}
