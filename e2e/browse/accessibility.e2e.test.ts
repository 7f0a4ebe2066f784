// Every browsing page in both themes passes axe without a serious or critical violation, and the
// chosen theme follows the visitor from page to page. (The assistant's flows are in chat.e2e.)
import type { BlogPost } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { seriousAxeViolations, visit } from './browse-support.ts';

let site: Site;
let browser: Browser;
let postSlug: string;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  const posts = await getJson<BlogPost[]>(`${site.url}/api/blog`);
  postSlug = posts.find((post) => post.images.length > 1)!.slug;
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const PAGES = [
  '/',
  '/portfolio',
  '/portfolio?type=painting&year=2019',
  '/artwork/strawberry-bunny-tea-party',
  '/artwork/no-such-artwork',
  '/blog',
  '/blog?q=no-such-thing',
  '/games',
  '/games?play=dress-up',
  '/privacy',
  '/terms',
];

async function pageInTheme(theme: 'pink' | 'blue'): Promise<Page> {
  const { page } = await openWatchedPage(browser);
  await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  return page;
}

describe.each(['pink', 'blue'] as const)('axe in the %s theme', (theme) => {
  let page: Page;
  beforeAll(async () => {
    page = await pageInTheme(theme);
  });

  it.each([...PAGES, '/blog/{post}', '/blog/no-such-post'])(
    'finds no serious or critical violation on %s',
    async (path) => {
      await visit(page, `${site.url}${path.replace('{post}', postSlug)}`);
      expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it('finds none with the lightbox open either', async () => {
    await visit(page, `${site.url}/blog/${postSlug}`);
    await page.locator('.blog-post__gallery button').first().click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('keyboard', () => {
  it('reaches the portfolio filters and shows where the focus is', async () => {
    const { page } = await openWatchedPage(browser);
    await visit(page, `${site.url}/portfolio`);
    const toggle = page.locator('summary', { hasText: 'Filters' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return {
        label: element.id && document.querySelector(`label[for="${element.id}"]`)?.textContent,
        outline: getComputedStyle(element).outlineStyle,
      };
    });
    expect(focused).toEqual({ label: 'Art Type', outline: 'solid' });
  });
});

describe('theme', () => {
  it('stays blue across pages, by link and by a fresh load', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    const theme = () => page.evaluate(() => document.documentElement.dataset['theme']);
    await visit(page, `${site.url}/portfolio`);
    await page.getByRole('button', { name: 'Switch to the blue theme' }).click();
    await expect.poll(theme).toBe('blue');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await page.waitForURL(`${site.url}/blog`);
    expect(await theme()).toBe('blue');
    await visit(page, `${site.url}/games`);
    expect(await theme()).toBe('blue');
    await page.getByRole('button', { name: 'Switch to the pink theme' }).click();
    await visit(page, `${site.url}/blog/${postSlug}`);
    expect(await theme()).toBe('pink');
    expect(pageErrors).toEqual([]);
  });
});
