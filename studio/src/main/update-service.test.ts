// The update decisions over a stand-in for electron-updater: a build that can install its
// updates downloads them and installs on quit (or at once); any other build never downloads and
// points to the download page; checks at start, every 6 hours and on demand; failures logged and
// shown.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  CHECK_EVERY_MS,
  createUpdateService,
  releaseNotesText,
  type ReleaseInfo,
  type UpdateMode,
  type Updater,
} from './update-service.ts';

const RELEASES = 'https://github.com/kawaii-atelier/kawaii-atelier/releases';
const NOTES = '<h2>New</h2><ul><li>Drag pictures in from Finder</li><li>Quits at once</li></ul>';

class FakeUpdater extends EventEmitter implements Updater {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  /** What the next check finds: a release, nothing, or a failure. */
  next: ReleaseInfo | null | Error = null;
  checks = 0;
  quitAndInstall = vi.fn();

  checkForUpdates(): Promise<unknown> {
    this.checks += 1;
    this.emit('checking-for-update');
    const next = this.next;
    if (next instanceof Error) {
      this.emit('error', next);
      return Promise.reject(next);
    }
    if (next === null) this.emit('update-not-available', { version: '0.1.0' });
    else {
      this.emit('update-available', next);
      if (this.autoDownload) {
        this.emit('download-progress', { percent: 42.4 });
        this.emit('update-downloaded', next);
      }
    }
    return Promise.resolve({});
  }
}

function serviceFor(mode: UpdateMode) {
  const updater = new FakeUpdater();
  const openExternal = vi.fn();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  let tick: (() => void) | null = null;
  const every = vi.fn((action: () => void, _ms: number) => {
    tick = action;
    return { stop: vi.fn() };
  });
  const service = createUpdateService({
    updater,
    mode,
    currentVersion: '0.1.0',
    releasesPage: RELEASES,
    openExternal,
    log,
    every,
  });
  return { service, updater, openExternal, log, every, tick: () => tick?.() };
}

const release: ReleaseInfo = { version: '0.2.0', releaseNotes: NOTES };

describe('a build that can install its updates (Developer ID, signed Windows)', () => {
  it('downloads a new version and installs it when she quits, or now', async () => {
    const { service, updater } = serviceFor('install');
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    updater.next = release;
    await service.checkNow();
    expect(service.status()).toMatchObject({
      state: 'ready',
      version: '0.2.0',
      percent: 100,
      releaseNotes: 'New\n• Drag pictures in from Finder\n• Quits at once',
    });
    service.installNow();
    expect(updater.quitAndInstall).toHaveBeenCalledOnce();
  });
});

describe('a build that cannot replace itself (ad hoc on macOS, unsigned on Windows)', () => {
  it('never downloads or installs: it tells her what is new and opens the download page', async () => {
    const { service, updater, openExternal } = serviceFor('notify');
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    updater.next = release;
    await service.checkNow();
    expect(service.status()).toMatchObject({
      state: 'available',
      version: '0.2.0',
      downloadPage: `${RELEASES}/tag/v0.2.0`,
    });
    expect(service.status().releaseNotes).toContain('Drag pictures in from Finder');
    service.openDownloadPage();
    expect(openExternal).toHaveBeenCalledWith(`${RELEASES}/tag/v0.2.0`);
    service.installNow();
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });
});

describe('checking', () => {
  it('checks at start and every 6 hours', async () => {
    const { service, updater, every, tick } = serviceFor('notify');
    service.start();
    expect(updater.checks).toBe(1);
    expect(every).toHaveBeenCalledWith(expect.any(Function), CHECK_EVERY_MS);
    expect(CHECK_EVERY_MS).toBe(6 * 60 * 60 * 1000);
    tick();
    expect(updater.checks).toBe(2);
    // Nothing new found in the background: nothing to show.
    expect(service.status().state).toBe('idle');
  });

  it('answers "Check for Updates…" even when there is nothing new', async () => {
    const { service } = serviceFor('notify');
    expect((await service.checkNow()).state).toBe('up-to-date');
    expect(service.dismiss().dismissed).toBe(true);
  });

  it('logs and shows a failed check', async () => {
    const { service, updater, log } = serviceFor('install');
    updater.next = new Error('Unsupported provider');
    service.start();
    await vi.waitFor(() => expect(service.status().state).toBe('error'));
    expect(service.status().message).toBe('Checking for updates failed: Unsupported provider');
    expect(log.error).toHaveBeenCalledWith('The update failed', updater.next);
  });

  it('keeps quiet about a background check made offline, but logs it', async () => {
    const { service, updater, log } = serviceFor('notify');
    updater.next = new Error('net::ERR_INTERNET_DISCONNECTED');
    service.start();
    await vi.waitFor(() => expect(log.error).toHaveBeenCalled());
    expect(service.status().state).toBe('idle');
    await service.checkNow();
    expect(service.status().state).toBe('error');
  });
});

describe('release notes', () => {
  it('become plain text, and none is null', () => {
    expect(releaseNotesText('<p>Fixed &amp; faster</p>')).toBe('Fixed & faster');
    expect(
      releaseNotesText([
        { version: '0.2.0', note: 'One' },
        { version: '0.1.1', note: null },
      ]),
    ).toBe('One');
    expect(releaseNotesText(null)).toBeNull();
    expect(releaseNotesText('<p> </p>')).toBeNull();
  });
});
