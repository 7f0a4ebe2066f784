// The axe scans of every browsing page in one theme, shared by the two accessibility files (one
// per theme, so that each stays a few minutes long on a busy machine).
import type { BlogPost } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { seriousAxeViolations, visit } from './browse-support.ts';

/** A whole-page axe scan can take a while on a busy two-core machine. */
const AXE_TIMEOUT_MS = 180_000;

const PAGES = [
  '/',
  '/portfolio',
  '/portfolio?type=painting&year=2019',
  '/artwork/strawberry-bunny-tea-party',
  '/artwork/no-such-artwork',
  '/artwork/id',
  '/blog',
  '/blog?q=no-such-thing',
  '/blog/{post}',
  '/blog/no-such-post',
  '/games',
  '/games?play=dress-up',
  '/privacy',
  '/terms',
];

export interface AxeScanContext {
  site: Site;
  browser: Browser;
  /** A post with a gallery of two images or more. */
  postSlug: string;
}

/** Starts a site and a browser for the file; the returned object fills in before the tests. */
export function useScanContext(): AxeScanContext {
  const context = {} as AxeScanContext;
  beforeAll(async () => {
    context.site = await startSite();
    context.browser = await launchChromium();
    const posts = await getJson<BlogPost[]>(`${context.site.url}/api/blog`);
    context.postSlug = posts.find((post) => post.images.length > 1)!.slug;
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.stop();
  });
  return context;
}

export function describeAxeScans(theme: 'pink' | 'blue', context: AxeScanContext): void {
  describe(`axe in the ${theme} theme`, () => {
    let page: Page;
    const url = (path: string) => `${context.site.url}${path.replace('{post}', context.postSlug)}`;

    beforeAll(async () => {
      ({ page } = await openWatchedPage(context.browser));
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    });

    it.each(PAGES)(
      'finds no serious or critical violation on %s',
      async (path) => {
        await visit(page, url(path));
        expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
      AXE_TIMEOUT_MS,
    );

    it(
      'finds none with the chat open and answered',
      async () => {
        await visit(page, url('/games'));
        await page.getByRole('button', { name: 'Open chat with the art assistant' }).click();
        await page.getByLabel('Message the art assistant').fill('Where can I see the dolls?');
        await page.getByLabel('Message the art assistant').press('Enter');
        await page.locator('.chat-bubble--bot').nth(1).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
      AXE_TIMEOUT_MS,
    );

    it(
      'finds none with the lightbox open either',
      async () => {
        await visit(page, url('/blog/{post}'));
        await page.locator('.blog-post__gallery button').first().click();
        await page.getByRole('dialog').waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
      AXE_TIMEOUT_MS,
    );
  });
}
