import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { SettingsService } from './service.ts';

/** Mounted at /api/settings. */
export function settingsRoutes(settings: SettingsService): RouteTable {
  const table = createRouteTable('/settings');
  table.handle(operations.getSettings, () => settings.get());
  table.handle(operations.updateSettings, ({ body, viewer }) => settings.update(body, viewer));
  return table;
}
