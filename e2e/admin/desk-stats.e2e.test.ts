// The Stats tab over three months of seeded history: the period picker (7, 30, 90 days, custom)
// against the previous period, the charts (their library loaded only on this tab), the top lists
// and the CSV, on a phone and a desktop. Screenshots at 390 and 1280 px, in both themes.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/connection.ts';
import { buildOrder } from '../../api/src/test/order-factories.ts';
import {
  DEMO,
  deskShot,
  openAdminTab,
  signedInPage,
  signIn,
  type Session,
} from './desk-support.ts';
import { launchChromium } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';

let site: Site;
let browser: Browser;
let artist: Session;

const PAGES = ['/', '/shop', '/portfolio', '/blog', '/games'];
const REFERRERS = ['instagram.com', 'pinterest.com', 'google.com', 'tiktok.com'];
const CAMPAIGNS = ['winter-drop', 'newsletter-nov'];

/** 200 days of counts ending today: a gentle rise, weekends busier, a drop day in a campaign. */
function seedHistory(dataDir: string, products: { id: string; priceCents: number }[]): void {
  const productIds = products.map((product) => product.id);
  const db = openDatabase(join(dataDir, 'kawaii-atelier.db'));
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const addDay = db.prepare(
    'INSERT OR REPLACE INTO stats_days (day, visitors, views) VALUES (?, ?, ?)',
  );
  const addCount = db.prepare(
    'INSERT OR REPLACE INTO stats_counts (day, kind, key, count) VALUES (?, ?, ?, ?)',
  );
  const setItem = db.prepare(
    'UPDATE order_items SET product_id = ?, quantity = ? WHERE order_id = ?',
  );
  const setPromo = db.prepare('UPDATE orders SET promo_code = ? WHERE id = ?');
  db.transaction(() => {
    for (let back = 199; back >= 0; back--) {
      const weekday = new Date(Date.now() - back * 86_400_000).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 1.4 : 1;
      const drop = back === 12 ? 2.6 : 1;
      const visitors = Math.round((30 + (200 - back) * 0.45 + ((back * 37) % 17)) * weekend * drop);
      const views = Math.round(visitors * (2.4 + ((back * 13) % 7) / 10));
      addDay.run(day(back), visitors, views);
      PAGES.forEach((path, index) =>
        addCount.run(day(back), 'page', path, Math.round(views / (index + 2))),
      );
      productIds.forEach((id, index) =>
        addCount.run(day(back), 'product', id, Math.round(visitors / (index + 3))),
      );
      REFERRERS.forEach((host, index) =>
        addCount.run(day(back), 'referrer', host, Math.round(visitors / (index + 4))),
      );
      // Orders: about one in sixty visitors buys, a code now and then.
      for (let sold = 0; sold < Math.round(visitors / 60); sold++) {
        const product = products[(back + sold) % products.length]!;
        const quantity = 1 + ((back + sold) % 3 === 0 ? 1 : 0);
        const order = buildOrder(db, {
          createdAt: `${day(back)}T${String(10 + (sold % 10)).padStart(2, '0')}:15:00.000Z`,
          status: 'paid',
          totalCents: product.priceCents * quantity,
        });
        setItem.run(product.id, quantity, order.id);
        const code =
          (back + sold) % 5 === 0 ? 'WINTER10' : (back + sold) % 7 === 0 ? 'HELLO5' : null;
        setPromo.run(code, order.id);
      }
      if (back < 30)
        CAMPAIGNS.forEach((name, index) =>
          addCount.run(day(back), 'campaign', name, Math.round(visitors / (index + 6))),
        );
    }
  })();
  db.close();
}

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  artist = await signIn(site, DEMO.superadmin);
  const products = (await (await fetch(`${site.url}/api/shop`)).json()) as {
    _id: string;
    price: number;
  }[];
  seedHistory(
    site.dataDir,
    products
      .slice(0, 6)
      .map((product) => ({ id: product._id, priceCents: Math.round(product.price * 100) })),
  );
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the Stats tab', () => {
  for (const width of [1280, 390]) {
    it(`reads the period against the one before at ${width} px`, { timeout: 120_000 }, async () => {
      const { page } = await signedInPage(browser, artist, { width });
      const chartScripts: string[] = [];
      page.on('request', (request) => {
        if (/uPlot|StatsCharts/i.test(request.url())) chartScripts.push(request.url());
      });
      await openAdminTab(page, site, 'shop');
      expect(chartScripts).toEqual([]);

      await openAdminTab(page, site, 'stats');
      await page.getByRole('button', { name: '30 days' }).waitFor();
      await page.locator('.stats-chart canvas').first().waitFor();
      expect(chartScripts.length).toBeGreaterThan(0);
      const visitors = page.locator('.stats-kpi').filter({ hasText: 'Visitors' });
      await expect
        .poll(() => visitors.locator('.stats-kpi__change').textContent())
        .toMatch(/^[+−±]/);
      await page.getByRole('heading', { name: 'Referrers' }).waitFor();
      await page.getByRole('cell', { name: 'instagram.com' }).waitFor();
      await page.getByRole('cell', { name: 'winter-drop' }).waitFor();
      // Nothing runs off the side of a phone's screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: deskShot(`stats-30-days-${width}.png`), fullPage: true });

      await page.getByRole('button', { name: '90 days' }).click();
      await expect.poll(() => page.locator('.stats-desk__period').textContent()).toMatch(/against/);
      await page.screenshot({ path: deskShot(`stats-90-days-${width}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Custom' }).click();
      await page
        .getByLabel('From')
        .fill(new Date(Date.now() - 13 * 86_400_000).toISOString().slice(0, 10));
      await expect
        .poll(() => page.locator('.stats-desk__period').textContent())
        .toContain(new Date(Date.now() - 13 * 86_400_000).toISOString().slice(0, 10));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(
        /^stats-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      );
    });
  }

  // The blue theme over the same history: the same screen, nothing off the side, no errors.
  for (const width of [1280, 390]) {
    it(`reads in the blue theme at ${width} px`, { timeout: 60_000 }, async () => {
      const { page, consoleErrors, pageErrors } = await signedInPage(browser, artist, {
        theme: 'blue',
        width,
      });
      await openAdminTab(page, site, 'stats');
      await page.locator('.stats-chart canvas').nth(1).waitFor();
      await page.getByRole('cell', { name: 'instagram.com' }).waitFor();
      await page.getByRole('cell', { name: 'winter-drop' }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      // Every card of the screen stays inside the screen.
      const outside = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.stats-desk *'))
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => element.className || element.tagName),
      );
      expect(outside).toEqual([]);
      await page.screenshot({ path: deskShot(`stats-30-days-blue-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: '90 days' }).click();
      await expect.poll(() => page.locator('.stats-desk__period').textContent()).toMatch(/against/);
      await page.screenshot({ path: deskShot(`stats-90-days-blue-${width}.png`), fullPage: true });
      expect([...consoleErrors, ...pageErrors]).toEqual([]);
    });
  }
});
