// The artist tidies the media library (alt text, filters, deleting a photo, which also leaves
// the artwork that showed it) and keeps the games page current from the Games tab.
import type { Artwork, Game, MediaPage } from '@kawaii/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import {
  adminCard,
  api,
  AXE_TIMEOUT_MS,
  deleteThroughCard,
  FLOW_TIMEOUT_MS,
  formModal,
  openContentTab,
  signedInPage,
} from './content-support.ts';

const desk = useAdminSite();

const artworksNow = () =>
  api<Artwork[]>(desk.site, 'GET', '/artworks', { token: desk.admin.token });
const gamesNow = () => api<Game[]>(desk.site, 'GET', '/games', { token: desk.admin.token });

/** A stored image path without its extension: renditions add a suffix to it. */
const stemOf = (path: string) => path.replace(/\.[a-z0-9]+$/i, '');

/** The media library, opened from a new artwork's form. */
async function openMediaLibrary(page: Page): Promise<Locator> {
  await openContentTab(page, desk.site, 'artworks');
  await page.getByRole('button', { name: 'Add New' }).click();
  await formModal(page, 'Add New Artwork')
    .getByRole('button', { name: 'Choose from Media Library' })
    .click();
  const library = page.getByRole('dialog', { name: 'Media Library' });
  await library.getByText('Loading media items...').waitFor({ state: 'detached' });
  return library;
}

/** The library's tile of a stored image (its <img> shows the stored path itself). */
const tileOf = (library: Locator, path: string) =>
  library.locator('.media-tile').filter({ has: library.page().locator(`img[src="${path}"]`) });

describe('the media library', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('deletes an image after its confirmation, and the artwork no longer shows it', async () => {
    const artwork = (await artworksNow()).find((candidate) => candidate.images.length > 1)!;
    const [doomed, kept] = artwork.images as [string, string];
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    const library = await openMediaLibrary(page);
    await library.getByRole('button', { name: 'Artworks', exact: true }).click();
    const tile = tileOf(library, doomed);
    await tile.waitFor();

    await tile.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Media File' });
    await confirm
      .getByText('Are you sure you want to delete this file? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await tile.waitFor({ state: 'detached' });

    const after = (await artworksNow()).find((candidate) => candidate._id === artwork._id)!;
    expect(after.images).not.toContain(doomed);
    expect(after.images).toContain(kept);
    const publicPage = await (await fetch(`${desk.site.url}/artwork/${artwork.slug}`)).text();
    expect(publicPage).not.toContain(stemOf(doomed));
    expect(publicPage).toContain(stemOf(kept));
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });

  it('filters, searches, describes an image with alt text and inserts the selection', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    const library = await openMediaLibrary(page);
    const insert = library.getByRole('button', { name: 'Insert Selected' });
    await library.getByText('0 item(s) selected').waitFor();
    expect(await insert.isDisabled()).toBe(true);

    await library.getByRole('button', { name: 'Products', exact: true }).click();
    // The tiles of "All" stay on screen until the filtered list replaces them.
    await library
      .locator('.media-tile__type')
      .filter({ hasNotText: /^Product$/ })
      .first()
      .waitFor({ state: 'detached' });
    await library.locator('.media-tile').first().waitFor();
    const types = await library.locator('.media-tile__type').allTextContents();
    expect(new Set(types)).toEqual(new Set(['Product']));

    await library.getByRole('searchbox', { name: 'Search media' }).fill('no such picture');
    await library.getByText('No media items found', { exact: true }).waitFor();
    await library.getByRole('button', { name: 'Clear search' }).click();

    const first = library.locator('.media-tile').first();
    await first.locator('.media-tile__pick').click();
    await library.getByText('1 item(s) selected').waitFor();
    await first.locator('.media-tile__alt').click();
    await first.getByRole('textbox').fill('A shy felt doll waving hello');
    await first.getByRole('textbox').press('Enter');
    await first.getByRole('button', { name: 'Alt: A shy felt doll waving hello' }).waitFor();
    await expect
      .poll(async () =>
        (await api<MediaPage>(desk.site, 'GET', '/media', { token: desk.admin.token })).items.some(
          (item) => item.alt === 'A shy felt doll waving hello',
        ),
      )
      .toBe(true);

    await insert.click();
    await library.waitFor({ state: 'detached' });
    const form = formModal(page, 'Add New Artwork');
    expect(await form.locator('.admin-preview').count()).toBe(1);
    await form.getByText('Alt: A shy felt doll waving hello').waitFor();
  });
});

describe('the games tab', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('adds, edits and deletes a game, and the games page follows', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'games');
    await adminCard(page, 'Doll Dress-Up').waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = formModal(page, 'Add New Game');
    await form.getByLabel('Title').fill('Sticker Sort');
    expect(await form.getByLabel('URL Slug').inputValue()).toBe('sticker-sort');
    await form.getByLabel('Category').selectOption('Puzzle');
    await form.getByLabel('Status').selectOption('Coming Soon');
    await form.getByLabel('Tags').fill('stickers, sorting');
    await form.getByLabel('Description').fill('Sort a rain of stickers into their albums.');
    await form.getByRole('button', { name: 'Create Game' }).click();
    await form.waitFor({ state: 'detached' });
    await adminCard(page, 'Sticker Sort').getByText('Coming Soon').waitFor();

    const gamesPage = async () => (await fetch(`${desk.site.url}/games`)).text();
    expect(await gamesPage()).toContain('Sticker Sort');

    await adminCard(page, 'Sticker Sort')
      .getByRole('button', { name: 'Edit Sticker Sort' })
      .click();
    const edit = formModal(page, 'Edit Game');
    await edit.getByLabel('Title').fill('Sticker Sort Party');
    // An existing game keeps its slug.
    expect(await edit.getByLabel('URL Slug').inputValue()).toBe('sticker-sort');
    await edit.getByRole('button', { name: 'Update Game' }).click();
    await edit.waitFor({ state: 'detached' });
    await adminCard(page, 'Sticker Sort Party').waitFor();
    expect(await gamesPage()).toContain('Sticker Sort Party');
    expect((await gamesNow()).find((game) => game.slug === 'sticker-sort')).toMatchObject({
      title: 'Sticker Sort Party',
      category: 'puzzle',
      status: 'coming-soon',
      tags: ['stickers', 'sorting'],
    });

    await deleteThroughCard(page, 'Sticker Sort Party', {
      heading: 'Delete Game',
      question: 'Are you sure you want to delete this game?',
    });
    expect(await gamesPage()).not.toContain('Sticker Sort');
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });
});

describe('accessibility', () => {
  it(
    'finds no serious problem in the artworks and games tabs',
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin);
      await openContentTab(page, desk.site, 'games');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await openContentTab(page, desk.site, 'artworks');
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );

  it(
    'finds no serious problem in the media library with an item selected',
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin);
      const library = await openMediaLibrary(page);
      await library.locator('.media-tile__pick').first().click();
      await library.getByText('1 item(s) selected').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );
});
