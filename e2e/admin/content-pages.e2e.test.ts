// A shop with many products: the Shop Items tab shows the newest page of cards and reads more on
// 'Load more', and its search runs on the server, finding a product far beyond the first page.
// A staff form's product picker pages the same way: 'Load more', or the end of its list.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminSite } from '../support/admin-site.ts';
import { chosenChips, recordPicker } from '../support/record-picker.ts';
import { adminCard, openContentTab, signedInPage } from './content-support.ts';
import { openAdminTab } from './desk-support.ts';

const desk = useAdminSite();
const MANY = 60;
const HIDDEN = 'Hidden Kappa Keychain';

beforeAll(() => {
  const db = new Database(join(desk.site.dataDir, 'kawaii-atelier.db'));
  try {
    db.exec('CREATE TEMP TABLE copy AS SELECT * FROM products LIMIT 1');
    const rename = db.prepare('UPDATE temp.copy SET id = ?, title = ?, created_at = ?');
    const insert = db.prepare('INSERT INTO products SELECT * FROM temp.copy');
    // Newer than the demo products, the first of them the oldest: its card is on the third page.
    for (let index = 0; index < MANY; index += 1) {
      const at = new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString();
      rename.run(`many-${index}`, index === 0 ? HIDDEN : `Paged Plush ${index}`, at);
      insert.run();
    }
  } finally {
    db.close();
  }
});

describe('the Shop Items tab with many products', () => {
  it('shows a page, more on "Load more", and finds one beyond the first page by searching', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openContentTab(page, desk.site, 'shop');
    const cards = page.locator('.admin-grid .admin-card');
    await adminCard(page, 'Paged Plush 59').waitFor();
    expect(await cards.count()).toBe(24);
    expect(await adminCard(page, HIDDEN).count()).toBe(0);

    const more = page.getByRole('button', { name: 'Load more' });
    await more.click();
    await expect.poll(() => cards.count()).toBe(48);
    await adminCard(page, 'Paged Plush 12').waitFor();
    expect(await adminCard(page, HIDDEN).count()).toBe(0);

    const search = page.getByRole('searchbox', { name: 'Search shop items' });
    await search.fill('kappa');
    await adminCard(page, HIDDEN).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await more.count()).toBe(0);

    // A search that matches more than a page pages the same way.
    await search.fill('paged plush');
    await expect.poll(() => cards.count()).toBe(24);
    await more.click();
    await expect.poll(() => cards.count()).toBe(48);
    await more.click();
    await expect.poll(() => cards.count()).toBe(MANY - 1);
    expect(await more.count()).toBe(0);

    await search.fill('no such item anywhere');
    await page.getByText('No results found for your search', { exact: true }).waitFor();
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });
});

describe("a promotion's product picker with many products", () => {
  it('shows the next page on "Load more" and at the end of its list', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(page, desk.site, 'promotions');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Promotion' });
    await form.getByLabel('Applies to').selectOption({ label: 'Some products' });
    const picker = recordPicker(form, 'Products');
    await picker.box.click();
    const newest = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => `Paged Plush ${from - index}`);
    await expect.poll(picker.names).toEqual(newest(59, 24));

    const more = form.getByRole('button', { name: 'Load more' });
    await more.click();
    await expect.poll(picker.names).toEqual(newest(59, 48));
    // End highlights the last match and scrolls the list to its end, which reads the next page.
    await picker.box.press('End');
    await expect.poll(() => picker.options.count()).toBe(72);
    expect((await picker.names()).slice(48, 60)).toEqual([...newest(11, 11), HIDDEN]);
    await more.waitFor();

    // A match from the third page is chosen like any other.
    await picker.option(HIDDEN).click();
    await expect.poll(chosenChips(form, 'products').names).toEqual([HIDDEN]);
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });
});
