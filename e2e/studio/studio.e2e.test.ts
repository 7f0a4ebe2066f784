// The artist's day in the studio, in Chromium: sign in to the shop, lose the connection, write a
// post with a new picture anyway, and watch it reach the shop when the connection returns; pick
// pictures from her own folders, hide one, and rescue a post whose picture file went missing;
// then sign out and let her helper sign in on the same window, who sees none of her answers; and
// write a newsletter campaign offline, which waits in the studio until the shop is back.
// The page is the studio's real renderer (the shop's admin screens inside the studio's chrome);
// its bridge runs the studio's real services against the real, built shop.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlogPost } from '@kawaii/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { firstPickerMatch } from '../support/record-picker.ts';
import { startSite, type Site } from '../support/site.ts';
import { buildStudioRenderer, startStudio, type StudioHarness } from './studio-harness.ts';

const ARTIST = { email: 'artist@kawaii-atelier.example', password: 'sparkle-super-2026' };
const HELPER = { email: 'helper@kawaii-atelier.example', password: 'sparkle-admin-2026' };
const POST_TITLE = 'Letters from the studio';

let site: Site;
let browser: Browser;
let rendererDir: string;
let studio: StudioHarness;
let pictures: string;

beforeAll(async () => {
  [site, rendererDir, browser] = await Promise.all([
    startSite(),
    buildStudioRenderer(),
    launchChromium(),
  ]);
  studio = await startStudio(rendererDir);
  pictures = mkdtempSync(join(tmpdir(), 'kawaii-e2e-pictures-'));
});

afterAll(async () => {
  if (pictures) rmSync(pictures, { recursive: true, force: true });
  await browser?.close();
  await studio?.stop();
  await site?.stop();
});

const syncFacts = (page: Page) => page.getByRole('status');
/**
 * The status bar asks for the sync status every two seconds; on a busy machine a few of those
 * rounds and the sync between them take longer than 10 s.
 */
const STATUS_WAIT = { timeout: 30_000 };

async function signIn(page: Page, account = ARTIST): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome to your studio' }).waitFor();
  await page.getByLabel('Shop address').fill(site.url);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
}

describe('the studio', () => {
  it('lets the artist write a post offline and syncs it when the shop is reachable again', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await studio.open(page);
    await signIn(page);
    await expect.poll(() => syncFacts(page).textContent(), STATUS_WAIT).toContain('Online');
    expect(await syncFacts(page).textContent()).toContain('All changes synced');

    studio.network.down = true;
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect.poll(() => syncFacts(page).textContent(), STATUS_WAIT).toContain('Offline');

    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByLabel('Title').fill(POST_TITLE);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.locator('input[type=file]').setInputFiles({
      name: 'tea-party.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 320, height: 240, channels: 3, background: '#ffd1e3' },
      })
        .png()
        .toBuffer(),
    });
    await page.getByLabel('Excerpt').fill('A tea party for the spring dolls.');
    await page.getByLabel('Content').fill('We sewed tiny cups.\n\nThen we had tea.');
    await page.getByRole('button', { name: 'Create Post' }).click();

    // Saved in the studio at once, waiting for the shop: the picture and the post. The card
    // shows the picture from this computer.
    await page.getByRole('heading', { name: POST_TITLE }).waitFor();
    const localCover = page.locator('img[src^="/local-images/"]').first();
    await localCover.waitFor();
    await expect.poll(() => naturalWidth(localCover)).toBe(320);
    await expect
      .poll(() => syncFacts(page).textContent(), STATUS_WAIT)
      .toContain('2 changes waiting to sync');
    const published = () => getJson<BlogPost[]>(`${site.url}/api/blog`);
    expect((await published()).map((post) => post.title)).not.toContain(POST_TITLE);

    studio.network.down = false;
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect
      .poll(() => syncFacts(page).textContent(), STATUS_WAIT)
      .toContain('All changes synced');
    expect(await syncFacts(page).textContent()).toContain('Online');

    const post = (await published()).find((candidate) => candidate.title === POST_TITLE);
    expect(post?.images).toHaveLength(1);
    expect(post?.coverImage).toMatch(/^\/uploads\/[a-z0-9]+-320x240\.webp$/);
    // The studio now shows the shop's copy, its picture served from the studio's image cache.
    const cover = page.locator(`img[src$="${post!.coverImage!}"]`).first();
    await cover.waitFor();
    await expect.poll(() => naturalWidth(cover)).toBe(320);
    expect(pageErrors).toEqual([]);
  });

  it('keeps both versions of a post edited on the website meanwhile, until the artist chooses', async () => {
    const [post] = await getJson<BlogPost[]>(`${site.url}/api/blog`);
    const { page, pageErrors } = await openWatchedPage(browser);
    await studio.open(page);
    // Still signed in from the first visit: the studio opens on the admin screens.
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();

    studio.network.down = true;
    await page.getByRole('button', { name: `Edit ${post!.title}` }).click();
    await page.getByLabel('Title').fill('Edited in the studio');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await page.getByRole('heading', { name: 'Edited in the studio' }).waitFor();

    await editOnTheWebsite(post!, 'Edited on the website');
    studio.network.down = false;
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByRole('button', { name: '1 conflict to settle' }).click();

    const conflict = page.getByRole('listitem').filter({ hasText: 'Edited in the studio' });
    const titleRow = conflict.getByRole('row', { name: /^Title/ });
    expect(await titleRow.getByRole('cell').allTextContents()).toEqual([
      'Edited in the studio',
      'Edited on the website',
    ]);
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await page.getByText('No conflicts').waitFor();

    const onTheShop = (await getJson<BlogPost[]>(`${site.url}/api/blog`)).find(
      (candidate) => candidate._id === post!._id,
    );
    expect(onTheShop?.title).toBe('Edited in the studio');
    expect(onTheShop?.version).toBe(post!.version + 2);
    expect(pageErrors).toEqual([]);
  });

  it('shows her folder pictures, hides one without deleting it, and rescues a post whose picture went missing', async () => {
    const picture = (name: string, background: string) =>
      sharp({ create: { width: 240, height: 180, channels: 3, background } })
        .png()
        .toFile(join(pictures, name));
    await picture('bunny-plush.png', '#ffb7d5');
    await picture('old-sketch.png', '#c3e6ff');
    const { page, pageErrors } = await openWatchedPage(browser);
    await studio.open(page);
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();

    studio.dialogs.folder = pictures;
    await page.getByRole('button', { name: 'Media folders' }).click();
    await page.getByRole('button', { name: 'Add folder…' }).click();
    await page.getByText('2 images').waitFor();
    await page.getByRole('button', { name: 'Shop', exact: true }).click();

    studio.network.down = true;
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('button', { name: 'Choose from Media Library' }).click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    const tile = (name: string) => library.getByRole('listitem').filter({ hasText: name });
    // Her pictures render from this computer, marked so, with "Hide" where shop images say "Delete".
    await expect.poll(() => naturalWidth(tile('bunny-plush.png').locator('img'))).toBe(240);
    expect(await tile('bunny-plush.png').textContent()).toContain('On this computer');
    expect(
      await tile('bunny-plush.png')
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).toBe(0);

    await tile('old-sketch.png').getByRole('button', { name: 'Hide old-sketch.png' }).click();
    const hide = page.getByRole('dialog', { name: 'Hide from the library' });
    expect(await hide.textContent()).toContain('stays in its folder on this computer');
    // What uses the picture is looked up as the dialog opens.
    await hide.getByText('Nothing uses this picture yet.').waitFor();
    await hide.getByRole('button', { name: 'Hide', exact: true }).click();
    await tile('old-sketch.png').waitFor({ state: 'detached' });
    expect(existsSync(join(pictures, 'old-sketch.png'))).toBe(true);

    await tile('bunny-plush.png').locator('.media-tile__pick').click();
    await library.getByRole('button', { name: 'Insert Selected' }).click();
    await page.getByLabel('Title').fill('Bunny picnic');
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Excerpt').fill('Our plush bunny went on a picnic.');
    await page.getByLabel('Content').fill('Sandwiches for everyone.');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByRole('heading', { name: 'Bunny picnic' }).waitFor();

    // The file leaves her folder before the post reaches the shop.
    rmSync(join(pictures, 'bunny-plush.png'));
    studio.network.down = false;
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByRole('button', { name: '1 conflict to settle' }).click();
    const rescue = page.getByRole('listitem').filter({ hasText: 'Missing picture' });
    expect(await rescue.textContent()).toContain(join(pictures, 'bunny-plush.png'));
    expect(await rescue.textContent()).toContain('Blog post: Bunny picnic');
    await expect.poll(() => naturalWidth(rescue.getByRole('img'))).toBe(240);
    await rescue.getByRole('button', { name: 'Use the saved preview' }).click();
    await page.getByText('No conflicts').waitFor();

    const synced = (await getJson<BlogPost[]>(`${site.url}/api/blog`)).find(
      (candidate) => candidate.title === 'Bunny picnic',
    );
    expect(synced?.images).toHaveLength(1);
    expect(synced?.images[0]).toMatch(/^\/uploads\/[a-z0-9]+-240x180\.webp$/);
    expect(pageErrors).toEqual([]);
  });

  it('hands the window to her helper without showing him anything the artist had open', async () => {
    // A studio of its own: this flow signs the artist out.
    const shared = await startStudio(rendererDir);
    const { page, pageErrors } = await openWatchedPage(browser);
    try {
      await shared.open(page);
      await signIn(page);
      const sections = page.getByRole('navigation', { name: 'Admin sections' });
      await sections.getByRole('button', { name: 'Users' }).click();
      const accounts = page.getByRole('table');
      await accounts.getByText('customer@kawaii-atelier.example').waitFor();
      await sections.getByRole('button', { name: /^Orders/ }).click();
      const artistsOrder = await page.locator('.order-desk__number').first().textContent();
      expect(artistsOrder).toMatch(/^KA-/);

      await page.getByRole('button', { name: 'Logout' }).click();
      await signIn(page, HELPER);
      expect(await sections.getByRole('button', { name: 'Users' }).count()).toBe(0);
      // Offline, the helper's Orders tab can only show what the window still holds: nothing of
      // the artist's, just why it cannot read the orders now.
      shared.network.down = true;
      await sections.getByRole('button', { name: /^Orders/ }).click();
      await page
        .getByText('You are offline: orders are shown only while the studio can reach the shop.')
        .waitFor();
      expect(await page.locator('.order-desk__number').count()).toBe(0);
      expect(await page.getByText(artistsOrder!).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.context().close();
      await shared.stop();
    }
  });

  it('keeps a campaign written offline, refuses to send it without the shop, and saves it when back', async () => {
    const own = await startStudio(rendererDir);
    const { page, pageErrors } = await openWatchedPage(browser);
    const subject = 'Written on the train';
    // The status bar's facts; the editor has a status line of its own.
    const facts = () => page.locator('.sync-bar__facts').textContent();
    try {
      await own.open(page);
      await signIn(page);
      await expect.poll(facts, STATUS_WAIT).toContain('All changes synced');
      own.network.down = true;
      await page.getByRole('button', { name: 'Sync now' }).click();
      await expect.poll(facts, STATUS_WAIT).toContain('Offline');

      const sections = page.getByRole('navigation', { name: 'Admin sections' });
      await sections.getByRole('button', { name: 'Newsletter' }).click();
      await page.getByRole('button', { name: 'New campaign' }).click();
      const editor = page.getByRole('form', { name: 'Campaign' });
      await editor.getByLabel('Subject').fill(subject);
      await editor.getByLabel('Letter').fill('No signal here, but the words are safe.');
      // Its cards are picked offline too: searched in the studio's own copy, read back by id.
      const { match: firstMatch, name: cardTitle } = await firstPickerMatch(editor, 'Which one');
      await firstMatch.click();
      await editor.getByRole('button', { name: 'Add card' }).click();
      await editor
        .locator('.campaign-editor__block-list')
        .getByText(cardTitle, { exact: true })
        .waitFor();
      await editor.getByRole('button', { name: 'Save draft' }).click();
      await editor.getByText('Draft saved.').waitFor();
      const card = page.getByRole('article', { name: subject });
      await card.getByText('Not synced yet').waitFor();
      await expect.poll(facts, STATUS_WAIT).toContain('1 change waiting to sync');

      // Sending needs the shop: refused with the reason, the draft stays where it is.
      page.once('dialog', (dialog) => void dialog.accept());
      await editor.getByRole('button', { name: 'Send now' }).click();
      await editor
        .getByRole('alert')
        .filter({ hasText: 'campaigns are sent only while the studio can reach it' })
        .waitFor();
      expect(await editor.getByLabel('Subject').inputValue()).toBe(subject);
      await editor.getByRole('button', { name: 'Close' }).click();
      await card.getByText('Not synced yet').waitFor();
      expect((await shopCampaigns()).map((campaign) => campaign.subject)).not.toContain(subject);

      own.network.down = false;
      await page.getByRole('button', { name: 'Sync now' }).click();
      await expect.poll(facts, STATUS_WAIT).toContain('All changes synced');
      await expect.poll(() => card.getByText('Not synced yet').count(), STATUS_WAIT).toBe(0);
      expect(await shopCampaigns()).toContainEqual(
        expect.objectContaining({ subject, status: 'draft', blocks: [expect.anything()] }),
      );
      expect(pageErrors).toEqual([]);
    } finally {
      await page.context().close();
      await own.stop();
    }
  });
});

/** The campaigns on the shop, as the web admin reads them. */
async function shopCampaigns(): Promise<{ subject: string; status: string; blocks: unknown[] }[]> {
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ARTIST),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${site.url}/api/newsletter/campaigns`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as { subject: string; status: string; blocks: unknown[] }[];
}

/** 0 until the image has loaded and decoded. */
const naturalWidth = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

/** An admin's save through the website's API, made from the version the studio also started from. */
async function editOnTheWebsite(post: BlogPost, title: string): Promise<void> {
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ARTIST),
  });
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${site.url}/api/blog/${post._id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title,
      slug: post.slug,
      category: post.category,
      excerpt: post.excerpt,
      content: post.content,
      tags: post.tags,
      published: post.published,
      featured: post.featured,
      relatedArtworks: post.relatedArtworks.map((artwork) => artwork._id),
      existingImages: post.images,
      coverImage: post.coverImage,
      version: post.version,
    }),
  });
  expect(saved.status).toBe(200);
}
