// The studio's desktop moments, in Chromium: image files dragged in from Finder or Explorer onto
// an image field and onto the media library, the notice of a new version (for a build that
// cannot install it itself), and the screen that replaces a crashed page. The page is the
// studio's real renderer; its bridge runs the studio's real services against the real shop, and
// the update decisions of the main process over a stand-in for electron-updater.
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUpdateService,
  type ReleaseInfo,
  type Updater,
} from '@kawaii/studio/src/main/update-service.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { buildStudioRenderer, startStudio, type StudioHarness } from './studio-harness.ts';

const ARTIST = { email: 'artist@kawaii-atelier.example', password: 'sparkle-super-2026' };
const RELEASES = 'https://github.com/kawaii-atelier/kawaii-atelier/releases';

/** electron-updater as a build without a Developer ID meets it: a new release on GitHub. */
class ReleasedUpdater extends EventEmitter implements Updater {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  release: ReleaseInfo = {
    version: '0.2.0',
    releaseNotes: '<ul><li>Drag pictures in from Finder</li><li>Quits in a moment</li></ul>',
  };
  checkForUpdates(): Promise<unknown> {
    this.emit('checking-for-update');
    this.emit('update-available', this.release);
    return Promise.resolve({});
  }
  quitAndInstall(): void {
    throw new Error('A build without a Developer ID must never install');
  }
}

let site: Site;
let browser: Browser;
let rendererDir: string;
let studio: StudioHarness;
let dropDir: string;
const opened: string[] = [];
const updates = createUpdateService({
  updater: new ReleasedUpdater(),
  mode: 'notify',
  currentVersion: '0.1.0',
  releasesPage: RELEASES,
  openExternal: (url) => void opened.push(url),
  log: { info: () => {}, warn: () => {}, error: () => {} },
  every: () => ({ stop: () => {} }),
});

beforeAll(async () => {
  [site, rendererDir, browser] = await Promise.all([
    startSite(),
    buildStudioRenderer(),
    launchChromium(),
  ]);
  dropDir = mkdtempSync(join(tmpdir(), 'kawaii-e2e-dropped-'));
  studio = await startStudio(rendererDir, { updates, dropDir });
});

afterAll(async () => {
  if (dropDir) rmSync(dropDir, { recursive: true, force: true });
  await browser?.close();
  await studio?.stop();
  await site?.stop();
});

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Shop address').fill(site.url);
  await page.getByLabel('Email').fill(ARTIST.email);
  await page.getByLabel('Password').fill(ARTIST.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
}

async function png(width: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height: 120, channels: 3, background } })
    .png()
    .toBuffer();
}

/**
 * Drops files on `target` as the system does after a drag from Finder or Explorer: dragenter,
 * dragover, drop, with the files in the DataTransfer.
 */
async function dropFiles(target: Locator, files: { name: string; bytes: Buffer }[]) {
  const transfer = await target.page().evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const { name, base64 } of list) {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], name, { type: 'image/png' }));
      }
      return data;
    },
    files.map(({ name, bytes }) => ({ name, base64: bytes.toString('base64') })),
  );
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await target.dispatchEvent(type, { dataTransfer: transfer });
  }
}

describe('the studio on the desktop', () => {
  it('tells her about a new version, what changed, and opens its download page', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    updates.start();
    await studio.open(page);
    const notice = page.getByRole('region', { name: 'Studio update' });
    await notice
      .getByRole('heading', { name: 'Kawaii Atelier Studio 0.2.0 is available' })
      .waitFor();
    expect(await notice.textContent()).toContain('You have 0.1.0');
    expect(await notice.textContent()).toContain('Drag pictures in from Finder');
    expect(await notice.getByRole('button', { name: /install|restart/i }).count()).toBe(0);
    await notice.getByRole('button', { name: 'Open the download page' }).click();
    await expect.poll(() => opened).toEqual([`${RELEASES}/tag/v0.2.0`]);
    await notice.getByRole('button', { name: 'Later' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it('shows a "Reload" screen after the page crashed, and reloads the studio from it', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await studio.open(page);
    await page.goto(`${studio.url}/index.html?crashed=oom`);
    await page.getByRole('heading', { name: 'The studio’s window stopped' }).waitFor();
    expect(await page.getByText('What happened: oom').count()).toBe(1);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Welcome to your studio' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(pageErrors).toEqual([]);
  });

  it('imports pictures dropped on an image field and on the media library', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await studio.open(page);
    await signIn(page);
    await page.getByRole('button', { name: 'Add New' }).click();

    // On the post's image field: it takes them as if chosen with its button.
    const images = page.getByRole('group', { name: 'Images' });
    await dropFiles(images, [{ name: 'tea-cup.png', bytes: await png(200, '#ffd1e3') }]);
    await images.getByRole('listitem').first().waitFor();
    expect(await images.getByRole('listitem').count()).toBe(1);

    // On the media library: imported from where the files are on disk.
    const bytes = await png(160, '#c3e6ff');
    await sharp(bytes).toFile(join(dropDir, 'ribbon.png'));
    await page.getByRole('button', { name: 'Choose from Media Library' }).click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    await library.getByRole('list', { name: 'Media items' }).waitFor();
    await dropFiles(library, [{ name: 'ribbon.png', bytes }]);
    await page.getByText('1 picture added to the library.').waitFor();
    const tile = library.getByRole('listitem').filter({ hasText: 'ribbon.png' });
    await tile.waitFor();
    expect(await tile.textContent()).toContain('On this computer');
    expect(pageErrors).toEqual([]);
  });
});
