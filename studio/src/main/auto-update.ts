// electron-updater for the studio (the decisions are in update-service.ts). It reads the
// app-update.yml electron-builder writes into the package: the GitHub Releases of RELEASES_PAGE.
// Only an installed studio checks; a development run has no releases.
import { app, shell } from 'electron';
import electronUpdater from 'electron-updater';
import type { StudioLogger } from '../services/log-file.ts';
import { RELEASES_PAGE } from './release-settings.ts';
import { createUpdateService, type UpdateMode, type UpdateService } from './update-service.ts';

export function startUpdates(mode: UpdateMode, log: StudioLogger): UpdateService | null {
  if (!app.isPackaged) return null;
  const { autoUpdater } = electronUpdater;
  // electron-updater's own messages go to the studio's log too.
  autoUpdater.logger = {
    info: (message?: unknown) => log.info(String(message)),
    warn: (message?: unknown) => log.warn(String(message)),
    error: (message?: unknown) => log.error(String(message)),
    debug: (message: string) => log.debug(message),
  };
  return createUpdateService({
    updater: autoUpdater,
    mode,
    currentVersion: app.getVersion(),
    releasesPage: RELEASES_PAGE,
    openExternal: (url) => void shell.openExternal(url),
    log,
  });
}
