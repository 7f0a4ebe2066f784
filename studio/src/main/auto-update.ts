// Updates from the GitHub Releases the release workflow publishes (electron-updater reads the
// app-update.yml electron-builder writes into the package). Only an installed studio checks; a
// failed check is logged and never stops the artist's work.
import { app } from 'electron';
import electronUpdater from 'electron-updater';

export function checkForUpdates(): void {
  if (!app.isPackaged) return;
  const { autoUpdater } = electronUpdater;
  autoUpdater.autoInstallOnAppQuit = true;
  autoUpdater.checkForUpdatesAndNotify().catch((error: unknown) => {
    console.warn('Checking for studio updates failed', error);
  });
}
