import { settingsInputSchema } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { SettingsService } from './service.ts';

/** Mounted at /api/settings. */
export function settingsRoutes(settings: SettingsService): RouteTable {
  const table = createRouteTable('/settings');

  table.get('/', { summary: 'The public shop settings', access: 'public', cache: 'public' }, () =>
    settings.get(),
  );

  table.put(
    '/',
    { summary: 'Update the shop settings', access: 'admin', body: settingsInputSchema },
    ({ body, viewer }) => settings.update(body, viewer),
  );

  return table;
}
