// A visitor browsing the portfolio: filtering by type and year, sorting, sharing a filtered view,
// and opening an artwork by its slug or by its id (laid out like a product's page).
import type { Artwork } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { renderedMarkup } from '../support/html.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from './browse-support.ts';

let site: Site;
let browser: Browser;
let artworks: Artwork[];

const slugPath = (artwork: Artwork) => `/artwork/${encodeURIComponent(artwork.slug!)}`;
const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();
const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  artworks = await getJson<Artwork[]>(`${site.url}/api/artworks?sort=newest`);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('portfolio filters', () => {
  it('filter by type and year, sort, live in the URL and survive a reload', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/portfolio`);
    expect(await cardTitles(page)).toEqual(artworks.map((artwork) => artwork.title));
    await page.getByText(`${artworks.length} artworks`).waitFor();

    // The panel is closed until the visitor opens it.
    expect(await select(page, 'Art Type').isVisible()).toBe(false);
    await page.locator('summary', { hasText: 'Filters' }).click();
    // The filter choices: the five types, this year and the ten before, four sorts.
    const values = (label: string) =>
      select(page, label)
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(await values('Art Type')).toEqual([
      'all',
      'painting',
      'digital',
      'sculpture',
      'photography',
      'mixed-media',
    ]);
    expect(await select(page, 'Art Type').locator('option').allTextContents()).toEqual([
      'All Types',
      'Painting',
      'Digital Art',
      'Sculpture',
      'Photography',
      'Mixed Media',
    ]);
    const thisYear = new Date().getFullYear();
    expect(await values('Year')).toEqual([
      'all',
      ...Array.from({ length: 11 }, (_, back) => String(thisYear - back)),
    ]);
    expect(await values('Sort By')).toEqual(['newest', 'oldest', 'name-asc', 'name-desc']);
    await select(page, 'Art Type').selectOption('sculpture');
    await page.waitForURL(`${site.url}/portfolio?type=sculpture`);
    const sculptures = artworks.filter((artwork) => artwork.type === 'sculpture');
    expect(sculptures.length).toBeGreaterThan(1);
    await expect.poll(() => cardTitles(page)).toEqual(sculptures.map((artwork) => artwork.title));

    const year = sculptures[0]!.year;
    await select(page, 'Year').selectOption(String(year));
    await page.waitForURL(`${site.url}/portfolio?type=sculpture&year=${year}`);
    await expect
      .poll(() => cardTitles(page))
      .toEqual(sculptures.filter((artwork) => artwork.year === year).map((a) => a.title));

    await select(page, 'Year').selectOption('all');
    await select(page, 'Sort By').selectOption('name-asc');
    await page.waitForURL(`${site.url}/portfolio?type=sculpture&sort=name-asc`);
    const byName = sculptures.map((artwork) => artwork.title).sort((a, b) => a.localeCompare(b));
    await expect.poll(() => cardTitles(page)).toEqual(byName);

    // The URL is the whole state: a reload (or a shared link) shows the same view.
    await visit(page, page.url());
    expect(await cardTitles(page)).toEqual(byName);
    expect(await select(page, 'Art Type').inputValue()).toBe('sculpture');
    expect(await select(page, 'Sort By').inputValue()).toBe('name-asc');

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(`${site.url}/portfolio`);
    await expect.poll(() => cardTitles(page)).toEqual(artworks.map((artwork) => artwork.title));
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('sorts oldest first and by name descending, as the API does', async () => {
    const { page } = await openWatchedPage(browser);
    for (const sort of ['oldest', 'name-desc']) {
      const expected = await getJson<Artwork[]>(`${site.url}/api/artworks?sort=${sort}`);
      await visit(page, `${site.url}/portfolio?sort=${sort}`);
      expect(await cardTitles(page)).toEqual(expected.map((artwork) => artwork.title));
    }
  });

  it('says so when no artwork matches the filters', async () => {
    const years = new Set(artworks.filter((a) => a.type === 'painting').map((a) => a.year));
    const current = new Date().getFullYear();
    const emptyYear = Array.from({ length: 11 }, (_, back) => current - back).find(
      (year) => !years.has(year),
    );
    expect(emptyYear).toBeDefined();
    const { page } = await openWatchedPage(browser);
    await visit(page, `${site.url}/portfolio?type=painting&year=${emptyYear}`);
    await page.getByText('No artworks found with the selected filters').waitFor();
    expect(await page.locator('main article').count()).toBe(0);
    // Active filters open the panel, so the visitor sees why.
    expect(await select(page, 'Year').inputValue()).toBe(String(emptyYear));
  });
});

describe('artwork detail', () => {
  it('shows the artwork, switches images, shares its link and saves it', async () => {
    const artwork = artworks.find((item) => item.images.length > 1 && item.tags.length > 0)!;
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await page.addInitScript(() => {
      // Headless Chromium may offer Web Share; the fallback (copy the link) is what we check.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: site.url,
    });
    await visit(page, `${site.url}/portfolio`);
    await page.getByRole('link', { name: artwork.title }).click();
    await page.waitForURL(`${site.url}${slugPath(artwork)}`);

    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: artwork.title }).waitFor();
    const text = await main.innerText();
    expect(text).toContain(String(artwork.year));
    expect(text).toContain(artwork.description.slice(0, 40));
    for (const tag of artwork.tags) expect(text).toContain(`#${tag}`);
    expect(text).toContain('About the Artist');
    expect(text).toContain(artwork.artist.bio.slice(0, 40));

    const mainImage = main.locator('.gallery__main img');
    expect(await mainImage.getAttribute('src')).toBe(artwork.images[0]);
    await page.getByRole('button', { name: `Show image 2 of ${artwork.images.length}` }).click();
    await expect.poll(() => mainImage.getAttribute('src')).toBe(artwork.images[1]);

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await page.getByRole('button', { name: 'Saved', pressed: true }).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('keeps its back link as close above the picture as the product page does', async () => {
    const { page } = await openWatchedPage(browser);
    const [product] = await getJson<{ _id: string }[]>(`${site.url}/api/shop`);
    /** The space between the page's back link and what comes below it. */
    const spaceUnderBackLink = async (path: string, below: string) => {
      await visit(page, `${site.url}${path}`);
      return page.evaluate(
        (selector) =>
          Math.round(
            document.querySelector(selector)!.getBoundingClientRect().top -
              document.querySelector('main .back-link')!.getBoundingClientRect().bottom,
          ),
        below,
      );
    };
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const onArtwork = await spaceUnderBackLink(slugPath(artworks[0]!), '.artwork-page__gallery');
      const onProduct = await spaceUnderBackLink(`/shop/${product!._id}`, '.product-page');
      expect({ width, onArtwork }).toEqual({ width, onArtwork: onProduct });
    }
  });

  it('redirects the id route to the slug route', async () => {
    const artwork = artworks[0]!;
    const response = await fetch(`${site.url}/artwork/id/${artwork._id}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(slugPath(artwork));

    const { page } = await openWatchedPage(browser);
    await page.goto(`${site.url}/artwork/id/${artwork._id}`);
    expect(page.url()).toBe(`${site.url}${slugPath(artwork)}`);
    await page.getByRole('heading', { level: 1, name: artwork.title }).waitFor();
  });

  it("answers 404 with 'Artwork not found' for unknown slugs and ids", async () => {
    for (const path of ['/artwork/no-such-artwork', '/artwork/id/no-such-id']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(404);
      expect(renderedMarkup(await response.text())).toContain('Artwork not found');
    }
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/artwork/no-such-artwork`);
    await page.getByRole('heading', { level: 1, name: 'Artwork not found' }).waitFor();
    await expect(page.locator('.record-error__face svg path').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Back to Portfolio' }).click();
    await page.waitForURL(`${site.url}/portfolio`);
    // Back again: now the browser renders the error screen itself (its code loads on demand),
    // with the sad mascot drawn, and the header keeps the mascot it was served.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Artwork not found' }).waitFor();
    await expect(page.locator('.record-error__face svg path').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('.site-header__brand svg path').count()).resolves.toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  it("answers 400 with 'No identifier provided' when the address names no artwork", async () => {
    for (const path of ['/artwork', '/artwork/id', '/artwork/id/']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(400);
      expect(renderedMarkup(await response.text())).toContain('No identifier provided');
    }
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/artwork/id`);
    await page.getByRole('heading', { level: 1, name: 'No identifier provided' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
