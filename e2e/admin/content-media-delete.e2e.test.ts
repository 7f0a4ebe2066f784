// Tidying the media library from inside a post's open form: the delete dialog says which records
// show the file, and once it is deleted the form lets go of it, so saving the post does not put a
// missing picture back on the blog. Then the superadmin pages through the whole library and
// cleans up a file nothing uses.
import { existsSync, mkdirSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_PAGE_SIZE, type BlogPost, type MediaPage } from '@kawaii/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import {
  adminCard,
  api,
  AXE_TIMEOUT_MS,
  DEMO,
  FLOW_TIMEOUT_MS,
  formModal,
  openContentTab,
  pngFile,
  signedInPage,
  signIn,
} from './content-support.ts';

const desk = useAdminSite();

const posts = () => api<BlogPost[]>(desk.site, 'GET', '/blog', { token: desk.admin.token });

describe('deleting a file from inside the form that uses it', () => {
  it(
    'names the records using it and keeps it out of the next save',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const post = (await posts()).find(
        (candidate) => candidate.images.length >= 2 && candidate.images[1] !== candidate.coverImage,
      );
      if (!post) throw new Error('No demo post has a second image besides its cover');
      const doomed = post.images[1]!;

      const { page } = await signedInPage(desk.browser, desk.admin);
      await openContentTab(page, desk.site, 'blog');
      await adminCard(page, post.title)
        .getByRole('button', { name: `Edit ${post.title}` })
        .click();
      const form = formModal(page, 'Edit Blog Post');
      await form.getByRole('button', { name: 'Choose from Media Library' }).click();
      const library = page.getByRole('dialog', { name: 'Media Library' });
      const tile = library.locator(`.media-tile:has(img[src="${doomed}"])`).first();
      await tile.getByRole('button', { name: /^Delete / }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Media File' });
      await confirm.getByText('It will also be removed from:').waitFor();
      await confirm
        .getByRole('listitem')
        .filter({ hasText: `Blog post: ${post.title}` })
        .waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await library.getByRole('button', { name: 'Cancel' }).click();
      await library.waitFor({ state: 'detached' });

      // The form no longer shows it, nor saves it again.
      expect(await form.locator(`.admin-preview img[src="${doomed}"]`).count()).toBe(0);
      await form.getByLabel('Excerpt').fill(`${post.excerpt} (tidied)`);
      await form.getByRole('button', { name: 'Update Post' }).click();
      // The delete changed the post meanwhile, so the save asks which version to keep.
      await page.getByRole('button', { name: 'Keep mine and overwrite' }).click();
      await form.waitFor({ state: 'detached' });
      const saved = (await posts()).find((candidate) => candidate._id === post._id)!;
      expect(saved.excerpt).toBe(`${post.excerpt} (tidied)`);
      expect(saved.images).not.toContain(doomed);
      expect(saved.coverImage).not.toBe(doomed);
    },
  );
});

describe('a library too long for one screen, and files nothing uses', () => {
  const SHOTS =
    process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'admin-shots');
  const DAY_MS = 24 * 60 * 60 * 1000;
  const ORPHAN = 'e2e-orphan-64x48.png';
  const uploadsFile = (name: string) => join(desk.site.dataDir, 'uploads', name);
  const fileName = (path: string) => path.slice('/uploads/'.length);

  /** Every item the library lists, read page by page as staff. */
  async function libraryCount(token: string): Promise<number> {
    let count = 0;
    for (;;) {
      const page = await api<MediaPage>(desk.site, 'GET', `/media?offset=${count}&limit=100`, {
        token,
      });
      count += page.items.length;
      if (!page.hasMore) return count;
    }
  }

  async function openLibrary(page: Page, post: BlogPost): Promise<Locator> {
    await openContentTab(page, desk.site, 'blog');
    await adminCard(page, post.title)
      .getByRole('button', { name: `Edit ${post.title}` })
      .click();
    await formModal(page, 'Edit Blog Post')
      .getByRole('button', { name: 'Choose from Media Library' })
      .click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    await library.locator('.media-tile').first().waitFor();
    return library;
  }

  it(
    'loads 30 at a time, and the superadmin removes an old unused file after seeing it listed',
    { timeout: AXE_TIMEOUT_MS * 2 },
    async () => {
      mkdirSync(SHOTS, { recursive: true });
      const superadmin = await signIn(desk.site, DEMO.superadmin);
      const total = await libraryCount(superadmin.token);
      expect(total).toBeGreaterThan(MEDIA_PAGE_SIZE);
      const post = (await posts()).find((candidate) => candidate.coverImage)!;
      const inUse = fileName(post.coverImage!);

      // An upload of a form never saved, two days old; and a picture in use, just as old.
      const { buffer } = await pngFile(ORPHAN, '#ffb7d5');
      await writeFile(uploadsFile(ORPHAN), buffer);
      const old = new Date(Date.now() - 2 * DAY_MS);
      await utimes(uploadsFile(ORPHAN), old, old);
      await utimes(uploadsFile(inUse), old, old);

      const looks = [
        { width: 390, theme: 'pink', axe: true },
        { width: 1280, theme: 'pink', axe: false },
        { width: 390, theme: 'blue', axe: false },
        { width: 1280, theme: 'blue', axe: true },
      ] as const;
      for (const { width, theme, axe } of looks) {
        const { page } = await signedInPage(desk.browser, superadmin, { width, theme });
        const library = await openLibrary(page, post);
        const tiles = library.locator('.media-tile');
        const more = library.getByRole('button', { name: 'Load more' });
        await more.waitFor();
        expect(await tiles.count()).toBe(MEDIA_PAGE_SIZE);
        await more.scrollIntoViewIfNeeded();
        // The tiles are lazy images: the picture shows what they look like once loaded.
        await tiles
          .last()
          .locator('img')
          .evaluate(
            (img: HTMLImageElement) =>
              img.complete ||
              new Promise((done) => img.addEventListener('load', done, { once: true })),
          );
        await page.screenshot({ path: join(SHOTS, `media-more-${width}-${theme}.png`) });
        if (axe) expect(await seriousAxeViolations(page)).toEqual([]);

        await library.getByRole('button', { name: 'Clean up unused files' }).click();
        const cleanup = page.getByRole('dialog', { name: 'Clean up unused files' });
        const listed = cleanup.getByRole('list', { name: 'Files to remove' });
        await listed.getByText(ORPHAN).waitFor();
        expect(await listed.getByText(inUse).count()).toBe(0);
        await page.screenshot({ path: join(SHOTS, `media-cleanup-${width}-${theme}.png`) });
        if (axe) expect(await seriousAxeViolations(page)).toEqual([]);
        await cleanup.getByRole('button', { name: 'Cancel' }).click();
        await cleanup.waitFor({ state: 'detached' });
        await page.close();
      }

      // Load more shows the next 30 each time, and goes once everything is on screen.
      const { page } = await signedInPage(desk.browser, superadmin);
      const library = await openLibrary(page, post);
      const tiles = library.locator('.media-tile');
      const more = library.getByRole('button', { name: 'Load more' });
      for (let shown = MEDIA_PAGE_SIZE; shown < total;) {
        await more.click();
        shown = Math.min(shown + MEDIA_PAGE_SIZE, total);
        await library.locator(`.media-tile >> nth=${shown - 1}`).waitFor();
        expect(await tiles.count()).toBe(shown);
      }
      await library.getByRole('button', { name: /^(Load more|Loading\.\.\.)$/ }).waitFor({
        state: 'detached',
      });
      expect(await tiles.count()).toBe(total);

      // The clean-up removes exactly the listed file, and keeps the one in use.
      await library.getByRole('button', { name: 'Clean up unused files' }).click();
      const cleanup = page.getByRole('dialog', { name: 'Clean up unused files' });
      await cleanup.getByRole('list', { name: 'Files to remove' }).getByText(ORPHAN).waitFor();
      await cleanup.getByRole('button', { name: /^Remove 1 file / }).click();
      await cleanup.waitFor({ state: 'detached' });
      await library.getByRole('status').getByText('Removed 1 unused file.').waitFor();
      expect(existsSync(uploadsFile(ORPHAN))).toBe(false);
      expect(existsSync(uploadsFile(inUse))).toBe(true);
      await page.close();
    },
  );
});
