// Updates the artist actually receives, over electron-updater (injected, so this runs in Node).
// With a build the OS lets replace itself (a Developer ID on macOS, a signed installer on
// Windows: mode 'install') the update downloads in the background and installs when she quits,
// or at once from the notice. Any other build (ad hoc on macOS, unsigned on Windows: 'notify')
// never downloads or installs: the notice says which version is out and what changed, and opens
// its download page. It checks at start, every CHECK_EVERY_MS, and from "Check for Updates…".
// Every failure is logged; a failed check she asked for, or one that is not just "offline", is
// shown.
import type { UpdateStatus } from '../bridge/update-status.ts';

export const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;
const MAX_NOTES_LENGTH = 2000;

export type UpdateMode = 'install' | 'notify';

export interface UpdateLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** What electron-updater says about a release. */
export interface ReleaseInfo {
  version: string;
  releaseName?: string | null;
  releaseNotes?: string | { version: string; note: string | null }[] | null;
}

/** The part of electron-updater's autoUpdater the studio uses. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  on(event: 'checking-for-update', listener: () => void): unknown;
  on(
    event: 'update-available' | 'update-not-available',
    listener: (info: ReleaseInfo) => void,
  ): unknown;
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'update-downloaded', listener: (info: ReleaseInfo) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
}

export interface UpdateServiceOptions {
  updater: Updater;
  mode: UpdateMode;
  currentVersion: string;
  /** The releases page of the studio's repository: https://github.com/<owner>/<repo>/releases */
  releasesPage: string;
  openExternal(url: string): void;
  log: UpdateLogger;
  every?(action: () => void, ms: number): { stop(): void };
}

// Errors that only mean "no internet here right now": a background check logs them and stays quiet.
const OFFLINE =
  /ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED|ERR_NETWORK_CHANGED|ERR_CONNECTION|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT/;

/** Release notes (HTML from GitHub, or a list of them) as plain text for the notice. */
export function releaseNotesText(notes: ReleaseInfo['releaseNotes']): string | null {
  if (!notes) return null;
  const html =
    typeof notes === 'string' ? notes : notes.map((entry) => entry.note ?? '').join('\n');
  const text = html
    .replace(/<\s*(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
  if (text === '') return null;
  return text.length > MAX_NOTES_LENGTH ? `${text.slice(0, MAX_NOTES_LENGTH - 1)}…` : text;
}

export type UpdateService = ReturnType<typeof createUpdateService>;

export function createUpdateService(options: UpdateServiceOptions) {
  const { updater, mode, log } = options;
  const every =
    options.every ??
    ((action: () => void, ms: number) => {
      const timer = setInterval(action, ms);
      timer.unref?.();
      return { stop: () => clearInterval(timer) };
    });
  let status: UpdateStatus = {
    state: 'idle',
    mode,
    currentVersion: options.currentVersion,
    version: null,
    releaseNotes: null,
    downloadPage: null,
    percent: null,
    message: null,
    dismissed: false,
  };
  let manualCheck = false;
  let timer: { stop(): void } | null = null;

  // In 'notify' mode nothing is downloaded or installed: the OS would refuse the update.
  updater.autoDownload = mode === 'install';
  updater.autoInstallOnAppQuit = mode === 'install';

  const set = (next: Partial<UpdateStatus>) => {
    status = { ...status, ...next };
  };
  const released = (info: ReleaseInfo) => ({
    version: info.version,
    releaseNotes: releaseNotesText(info.releaseNotes),
    downloadPage: `${options.releasesPage}/tag/v${info.version}`,
  });

  updater.on('checking-for-update', () => {
    if (status.state !== 'ready') set({ state: 'checking', message: null });
  });
  updater.on('update-available', (info) => {
    log.info(`Studio ${info.version} is available (this is ${options.currentVersion}).`);
    set({
      ...released(info),
      state: mode === 'install' ? 'downloading' : 'available',
      percent: mode === 'install' ? 0 : null,
      dismissed: false,
    });
  });
  updater.on('update-not-available', () => {
    set({ state: manualCheck ? 'up-to-date' : 'idle', dismissed: false });
    manualCheck = false;
  });
  updater.on('download-progress', (progress) => {
    if (status.state === 'downloading') set({ percent: Math.round(progress.percent) });
  });
  updater.on('update-downloaded', (info) => {
    log.info(`Studio ${info.version} is downloaded; it installs when the studio quits.`);
    set({ ...released(info), state: 'ready', percent: 100, dismissed: false });
    manualCheck = false;
  });
  updater.on('error', (error) => {
    log.error('The update failed', error);
    const message = error?.message ?? String(error);
    if (!manualCheck && OFFLINE.test(message)) {
      set({ state: status.state === 'checking' ? 'idle' : status.state });
      return;
    }
    set({ state: 'error', message: `Checking for updates failed: ${message}`, dismissed: false });
    manualCheck = false;
  });

  async function check(manual: boolean): Promise<UpdateStatus> {
    if (status.state === 'ready' || status.state === 'downloading') {
      set({ dismissed: false });
      return status;
    }
    manualCheck = manual;
    set({ state: 'checking', message: null, dismissed: false });
    try {
      await updater.checkForUpdates();
    } catch (error) {
      // electron-updater reports it on 'error' too; this covers a check that throws before it.
      if (status.state === 'checking') {
        log.error('Checking for updates failed', error);
        set({
          state: 'error',
          message: `Checking for updates failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
    return status;
  }

  return {
    status: (): UpdateStatus => status,

    /** The first check now, then every CHECK_EVERY_MS. */
    start(): void {
      void check(false);
      timer ??= every(() => void check(false), CHECK_EVERY_MS);
    },

    /** "Check for Updates…": its outcome is shown, "up to date" included. */
    checkNow: () => check(true),

    openDownloadPage(): UpdateStatus {
      options.openExternal(status.downloadPage ?? options.releasesPage);
      return status;
    },

    /** Quits and installs the downloaded update now (install mode only). */
    installNow(): UpdateStatus {
      if (mode === 'install' && status.state === 'ready') updater.quitAndInstall();
      return status;
    },

    dismiss(): UpdateStatus {
      set({ dismissed: true });
      return status;
    },

    stop(): void {
      timer?.stop();
      timer = null;
    },
  };
}
