// A shop with many accounts: the Users tab shows the newest 50 and reads older ones when asked,
// and its search runs on the server, paging the same way.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminSite } from '../support/admin-site.ts';
import { DEMO, openAdminTab, signedInPage } from './desk-support.ts';

const desk = useAdminSite({ account: DEMO.superadmin });
const MANY = 70;

beforeAll(() => {
  const db = new Database(join(desk.site.dataDir, 'kawaii-atelier.db'));
  try {
    db.exec("CREATE TEMP TABLE copy AS SELECT * FROM users WHERE role = 'user' LIMIT 1");
    const rename = db.prepare(
      'UPDATE temp.copy SET id = ?, email = ?, name = ?, google_subject = NULL, created_at = ?',
    );
    const insert = db.prepare('INSERT INTO users SELECT * FROM temp.copy');
    for (let index = 0; index < MANY; index += 1) {
      const at = new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString();
      rename.run(`paged-${index}`, `fan${index}@paged.example`, `Paged Fan ${index}`, at);
      insert.run();
    }
  } finally {
    db.close();
  }
});

describe('the Users tab with many accounts', () => {
  it('shows a page, then older accounts on "Show older users"; search pages on the server', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(page, desk.site, 'users');
    const rows = page.locator('.user-desk tbody tr');
    await page.getByText('fan69@paged.example').waitFor();
    expect(await rows.count()).toBe(50);
    expect(await page.getByText('artist@kawaii-atelier.example').count()).toBe(0);

    await page.getByRole('button', { name: 'Show older users' }).click();
    await page.getByText('artist@kawaii-atelier.example').waitFor();
    expect(await rows.count()).toBeGreaterThan(MANY);
    expect(await page.getByRole('button', { name: 'Show older users' }).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search users' }).fill('paged.example');
    await expect.poll(() => rows.count()).toBe(50);
    await page.getByRole('button', { name: 'Show older users' }).click();
    await expect.poll(() => rows.count()).toBe(MANY);
    await page.getByText('fan0@paged.example').waitFor();
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });
});
