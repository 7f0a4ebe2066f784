// Every browsing page in the pink theme passes axe without a serious or critical violation (the
// blue theme is in accessibility-blue.e2e), the filters are reachable by keyboard with a visible
// focus, and the chosen theme follows the visitor from page to page.
import { describe, expect, it } from 'vitest';
import { openWatchedPage } from '../support/browser.ts';
import { describeAxeScans, useScanContext } from './axe-scans.ts';
import { visit } from './browse-support.ts';

const scan = useScanContext();
describeAxeScans('pink', scan);

describe('keyboard', () => {
  it('reaches the portfolio filters and shows where the focus is', async () => {
    const { page } = await openWatchedPage(scan.browser);
    await visit(page, `${scan.site.url}/portfolio`);
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
    const { page, pageErrors } = await openWatchedPage(scan.browser);
    const theme = () => page.evaluate(() => document.documentElement.dataset['theme']);
    await visit(page, `${scan.site.url}/portfolio`);
    await page.getByRole('button', { name: 'Switch to the blue theme' }).click();
    await expect.poll(theme).toBe('blue');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await page.waitForURL(`${scan.site.url}/blog`);
    expect(await theme()).toBe('blue');
    await visit(page, `${scan.site.url}/games`);
    expect(await theme()).toBe('blue');
    await page.getByRole('button', { name: 'Switch to the pink theme' }).click();
    await visit(page, `${scan.site.url}/blog/${scan.postSlug}`);
    expect(await theme()).toBe('pink');
    expect(pageErrors).toEqual([]);
  });
});
