// A reader with a long blog: the list shows 24 posts and a "Load more" link. Without scripts the
// link opens ?page=2, which shows the first two pages; with them the list grows in place. And a
// shopper without scripts: the shop's filters are a plain form with an "Apply filters" button.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from './browse-support.ts';

let site: Site;
let browser: Browser;
let total: number;

const cards = (page: Page) => page.locator('main article h2');

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  // Thirty more published posts, copies of a demo post under new names.
  const db = new Database(join(site.dataDir, 'kawaii-atelier.db'));
  try {
    db.exec('CREATE TEMP TABLE copy AS SELECT * FROM posts WHERE published = 1 LIMIT 1');
    const rename = db.prepare(
      "UPDATE temp.copy SET id = ?, slug = ?, title = ?, created_at = '2020-01-01T00:00:00.000Z'",
    );
    const insert = db.prepare('INSERT INTO posts SELECT * FROM temp.copy');
    for (let index = 0; index < 30; index += 1) {
      rename.run(`extra-${index}`, `extra-post-${index}`, `Extra Post ${index}`);
      insert.run();
    }
    total = db.prepare('SELECT COUNT(*) FROM posts WHERE published = 1').pluck().get() as number;
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('a long blog list', () => {
  it('pages without scripts: "Load more" is a link to the next page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/blog`);
    expect(await cards(page).count()).toBe(24);
    await page.getByText(`${total} posts`).waitFor();
    await page.getByRole('link', { name: 'Load more' }).click();
    await page.waitForURL(`${site.url}/blog?page=2`);
    expect(await cards(page).count()).toBe(Math.min(total, 48));
    await context.close();
  });

  it('appends the next page in place with scripts, keeping the cards already shown', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/blog`);
    expect(await cards(page).count()).toBe(24);
    await cards(page)
      .first()
      .evaluate((card) => ((card as HTMLElement).dataset['seen'] = 'yes'));
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count()).toBe(Math.min(total, 48));
    expect(page.url()).toBe(`${site.url}/blog?page=2`);
    // The same element: the list grew, it was not drawn again from scratch.
    expect(await cards(page).first().getAttribute('data-seen')).toBe('yes');
    await page.getByText(`${total} posts`).waitFor();
    expect(pageErrors).toEqual([]);
  });
});

describe("the shop's filters without scripts", () => {
  it('apply with their button, keeping the search typed before', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/shop?q=doll`);
    const filters = page.getByRole('form', { name: 'Filter products' });
    await filters.getByLabel('Sort').selectOption('title-desc');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title-desc');
    expect(new URL(page.url()).searchParams.get('q')).toBe('doll');
    expect(
      await page.getByRole('form', { name: 'Filter products' }).getByLabel('Sort').inputValue(),
    ).toBe('title-desc');
    await context.close();
  });
});
