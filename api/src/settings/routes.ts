import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { BackupStatusService } from '../backups/status-report.ts';
import type { SettingsService } from './service.ts';

/** Mounted at /api/settings. */
export function settingsRoutes(
  settings: SettingsService,
  backups: BackupStatusService,
): RouteTable {
  const table = createRouteTable('/settings');
  table.handle(operations.getSettings, () => settings.get());
  table.handle(operations.updateSettings, ({ body, viewer }) => settings.update(body, viewer));
  table.handle(operations.getBackupStatus, () => backups.report());
  return table;
}
