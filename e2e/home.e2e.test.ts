// A visitor's first look at the shop: the home page, the fallback for a wrong address, and the
// theme they pick.
import type { Artwork, BlogPost } from '@kawaii/shared';
import type { Browser, Route } from 'playwright-core';
import { waitForHydration } from './browse/browse-support.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from './support/api.ts';
import { launchChromium, openWatchedPage } from './support/browser.ts';
import { asHtmlText, renderedMarkup } from './support/html.ts';
import { startSite, type Site } from './support/site.ts';

const HERO_HEADLINE = 'Where Art Meets Imagination';
const SUBLINE = 'Explore a world of creativity, digital art, and immersive experiences';

let site: Site;
let browser: Browser;
let featured: Artwork[];
let latestPosts: BlogPost[];

const artworkHref = (artwork: Artwork) =>
  artwork.slug
    ? `/artwork/${encodeURIComponent(artwork.slug)}`
    : `/artwork/id/${encodeURIComponent(artwork._id)}`;
const postHref = (post: BlogPost) => `/blog/${encodeURIComponent(post.slug)}`;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  featured = await getJson<Artwork[]>(`${site.url}/api/artworks?featured=true&limit=3`);
  latestPosts = await getJson<BlogPost[]>(`${site.url}/api/blog?limit=3`);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('home page', () => {
  it('draws every block where it will stay before the web fonts arrive (no shift on the swap)', async () => {
    // The body face is not preloaded: until it arrives its metric-matched stand-in is drawn, and
    // the page must not move when the face swaps in. Compared: each block's place with the web
    // fonts refused against their place with the fonts loaded, on a phone and a laptop.
    const blocksOf = async (path: string, width: number, fonts: 'loaded' | 'refused') => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      if (fonts === 'refused') await page.route(/\.woff2$/, (route: Route) => route.abort());
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      // The body face is asked for only once the first screen has loaded.
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-body-face'));
      await page.evaluate(() => document.fonts.load('1em "Nunito Variable"').catch(() => []));
      await page.evaluate(() => document.fonts.ready);
      if (fonts === 'loaded') {
        expect(await page.evaluate(() => document.fonts.check('1em "Nunito Variable"'))).toBe(true);
      }
      const blocks = await page
        .locator('main h1, main h2, main p, main img, footer')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return [Math.round(box.top), Math.round(box.height)];
          }),
        );
      await context.close();
      return blocks;
    };
    for (const path of ['/', '/shop']) {
      for (const width of [390, 1280]) {
        const loaded = await blocksOf(path, width, 'loaded');
        expect(loaded.length).toBeGreaterThan(5);
        expect(await blocksOf(path, width, 'refused'), `${path} at ${width} px`).toEqual(loaded);
      }
    }
  });

  it('fetches the body face once the page is interactive on a first visit, and at once on the next', async () => {
    // On a phone link the body face would share the line with the first screen and the page's
    // scripts, and swapping it in restyles every paragraph, so a first visit draws the stand-in
    // until the page is interactive; a browser that has the face already (it was shown before)
    // uses it from the first paint, so a returning visitor sees no swap.
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    await context.addInitScript(() => {
      const marks = window as unknown as { faceLater: boolean; changes: string[] };
      marks.changes = [];
      addEventListener('DOMContentLoaded', () => {
        marks.faceLater = document.documentElement.hasAttribute('data-body-face');
      });
      // The order in which the page is marked interactive and the stand-in is let go.
      new MutationObserver((records) => {
        for (const record of records) marks.changes.push(record.attributeName!);
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-hydrated', 'data-body-face'],
      });
    });
    const page = await context.newPage();
    const bodyFaceRequested = page.waitForRequest(/nunito-latin-wght-normal-[\w-]+\.woff2$/);
    await page.goto(`${site.url}/portfolio`, { waitUntil: 'load' });
    expect(await page.evaluate(() => (window as unknown as { faceLater: boolean }).faceLater)).toBe(
      true,
    );
    await bodyFaceRequested;
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual(
      ['data-hydrated', 'data-body-face'],
    );
    await page.waitForFunction(() => localStorage.getItem('body-face') === 'cached');
    expect(await page.evaluate(() => document.fonts.check('1em "Nunito Variable"'))).toBe(true);

    await page.goto(`${site.url}/shop`, { waitUntil: 'load' });
    expect(await page.evaluate(() => (window as unknown as { faceLater: boolean }).faceLater)).toBe(
      false,
    );
    await context.close();
  });

  it('is rendered on the server with the hero, featured artworks and latest posts', async () => {
    // The demo content has at least three featured artworks and some posts to show.
    expect(featured).toHaveLength(3);
    expect(latestPosts.length).toBeGreaterThan(0);

    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    const markup = renderedMarkup(await response.text());
    expect(markup).toContain(HERO_HEADLINE);
    expect(markup).toContain('Featured Artworks');
    expect(markup).toContain('Latest from the Blog');
    for (const item of [...featured, ...latestPosts]) {
      expect(markup).toContain(asHtmlText(item.title));
    }
  });

  it('shows three artwork cards and the latest posts, hydrates cleanly, and links work', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: HERO_HEADLINE }).waitFor();

    const featuredSection = page.locator('section', {
      has: page.getByRole('heading', { name: 'Featured Artworks' }),
    });
    const cards = featuredSection.getByRole('article');
    expect(await cards.count()).toBe(3);
    for (const [index, artwork] of featured.entries()) {
      const card = cards.nth(index);
      expect(
        await card.getByRole('heading', { name: artwork.title, exact: true }).isVisible(),
      ).toBe(true);
      expect(await card.getByRole('link').getAttribute('href')).toBe(artworkHref(artwork));
    }

    const blogSection = page.locator('section', {
      has: page.getByRole('heading', { name: 'Latest from the Blog' }),
    });
    for (const post of latestPosts) {
      const readMore = blogSection.getByRole('link', {
        name: `Read More: ${post.title}`,
        exact: true,
      });
      expect(await readMore.getAttribute('href')).toBe(postHref(post));
      expect(
        await blogSection.getByRole('heading', { name: post.title, exact: true }).isVisible(),
      ).toBe(true);
    }

    const [firstArtwork] = featured;
    await cards.first().getByRole('link').click();
    await page.waitForURL(`${site.url}${artworkHref(firstArtwork!)}`);
    await page.getByRole('heading', { level: 1, name: firstArtwork!.title, exact: true }).waitFor();

    await page.goBack();
    const [firstPost] = latestPosts;
    await blogSection
      .getByRole('link', { name: `Read More: ${firstPost!.title}`, exact: true })
      .click();
    await page.waitForURL(`${site.url}${postHref(firstPost!)}`);
    await page.getByRole('heading', { level: 1, name: firstPost!.title, exact: true }).waitFor();

    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('home page on a visit within the site', () => {
  it('shows the hero and Explore My World at once, and says the artworks are loading', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await page.goto(`${site.url}/blog`, { waitUntil: 'networkidle' });
    await waitForHydration(page);

    // Hold the two home requests, as a slow network would.
    const held: Route[] = [];
    const holdRequest = (route: Route) => void held.push(route);
    await page.route('**/api/artworks?*', holdRequest);
    await page.route('**/api/blog?*', holdRequest);
    await page
      .getByRole('link', { name: /Kawaii Atelier/ })
      .first()
      .click();
    await page.waitForURL(`${site.url}/`);

    await page.getByRole('status').filter({ hasText: 'Loading featured artworks...' }).waitFor();
    await page.getByRole('heading', { level: 1, name: HERO_HEADLINE }).waitFor();
    expect(await page.getByText(SUBLINE, { exact: true }).isVisible()).toBe(true);
    // 'Latest from the Blog' waits until its posts have loaded.
    expect(await page.getByRole('heading', { name: 'Latest from the Blog' }).count()).toBe(0);

    const explore = page.locator('section', {
      has: page.getByRole('heading', { name: 'Explore My World' }),
    });
    const worlds = await explore
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => [
          link.querySelector('.explore-card__title')?.textContent,
          link.getAttribute('href'),
        ]),
      );
    expect(worlds).toEqual([
      ['Art Portfolio', '/portfolio'],
      ['Art Blog', '/blog'],
      ['Interactive Games', '/games'],
      ['Art Shop', '/shop'],
    ]);

    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/api/artworks?*');
    await page.unroute('**/api/blog?*');
    const featuredSection = page.locator('section', {
      has: page.getByRole('heading', { name: 'Featured Artworks' }),
    });
    await expect.poll(() => featuredSection.getByRole('article').count()).toBe(featured.length);
    expect(await page.getByText('Loading featured artworks...').count()).toBe(0);
    await page.getByRole('heading', { name: 'Latest from the Blog' }).waitFor();
    expect(
      await featuredSection.getByRole('link', { name: 'View All Artworks' }).getAttribute('href'),
    ).toBe('/portfolio');
    expect(await page.getByRole('link', { name: 'View All Posts' }).getAttribute('href')).toBe(
      '/blog',
    );

    // The hero's two buttons.
    await page.getByRole('link', { name: 'Browse Shop' }).click();
    await page.waitForURL(`${site.url}/shop`);
    await page.goBack();
    await page.getByRole('link', { name: 'View Portfolio' }).click();
    await page.waitForURL(`${site.url}/portfolio`);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('unknown address', () => {
  it('answers 404 with the fallback screen and a way back home', async () => {
    const response = await fetch(`${site.url}/no-such-page`);
    expect(response.status).toBe(404);
    const markup = renderedMarkup(await response.text());
    expect(markup).toContain('Unexpected Application Error!');
    expect(markup).toContain('404 Not Found');

    const { page, pageErrors } = await openWatchedPage(browser);
    const answer = await page.goto(`${site.url}/no-such-page`, { waitUntil: 'networkidle' });
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.getByText('404 Not Found').waitFor();

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByRole('heading', { level: 1, name: HERO_HEADLINE }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});

describe('theme toggle', () => {
  it('switches the page to blue, and the choice survives a reload', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    const theme = () => page.evaluate(() => document.documentElement.dataset['theme']);
    expect(await theme()).toBe('pink');

    await page.getByRole('button', { name: 'Switch to the blue theme' }).click();
    await expect.poll(theme).toBe('blue');

    await page.reload({ waitUntil: 'networkidle' });
    expect(await theme()).toBe('blue');
    // Once hydrated, the toggle offers the way back.
    await page.getByRole('button', { name: 'Switch to the pink theme' }).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
