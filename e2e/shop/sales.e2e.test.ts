// A scheduled sale in the browser: staff schedule it on the Promotions screen with a short window,
// the shop shows the sale price beside the struck-out "was" price while it runs (the cached page
// and a card included) and the cart charges it, and once its end has passed by the server's clock the page shows the plain price
// again: the response cache turned over at the boundary, with no write to the database.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Product } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../browse/browse-support.ts';
import { DEMO, openAdminTab, signedInPage, signIn, type Session } from '../admin/desk-support.ts';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { cartPanel, openCart } from './shop-support.ts';

/** How long the sale runs from the moment it is saved: enough for the looks below. */
const WINDOW_MS = 25_000;
const SHOTS = join(tmpdir(), 'kawaii-sales');

let site: Site;
let browser: Browser;
let admin: Session;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  admin = await signIn(site, DEMO.admin);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/** A moment as the page's datetime-local fields take it, in the browser's own time zone. */
function localMoment(page: Page, at: number): Promise<string> {
  return page.evaluate((ms) => {
    const date = new Date(ms);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  }, at);
}

describe('a scheduled sale', () => {
  it('shows the sale and was price while it runs, and the plain price after its end', async () => {
    const products = await getJson<Product[]>(`${site.url}/api/shop`);
    const product = products.find(
      (candidate) =>
        candidate.stock > 0 && !candidate.discountPrice && candidate.variants.length === 0,
    )!;
    const salePrice = Math.round(product.price * 100 * 0.8) / 100;

    const desk = await signedInPage(browser, admin);
    await openAdminTab(desk.page, site, 'promotions');
    await desk.page.getByRole('button', { name: 'Schedule a Sale' }).click();
    const form = desk.page.getByRole('dialog', { name: 'Add New Sale' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Flash sale');
    await form.getByRole('textbox', { name: 'Percent off' }).fill('20');
    const now = Date.now();
    const endsAt = Math.ceil((now + WINDOW_MS) / 1000) * 1000;
    await form
      .getByLabel('Starts at', { exact: true })
      .fill(await localMoment(desk.page, now - 60_000));
    await form.getByLabel('Ends at', { exact: true }).fill(await localMoment(desk.page, endsAt));
    // The product found by typing part of its name, then picked from the matches.
    const picker = form.getByRole('combobox', { name: 'Products on sale' });
    await picker.fill(product.title.slice(0, 12));
    await form.getByRole('option', { name: product.title, exact: true }).click();
    await form
      .getByRole('list', { name: 'Chosen products' })
      .getByRole('button', { name: `Remove ${product.title}` })
      .waitFor();
    await form.getByRole('button', { name: 'Create Sale' }).click();
    await desk.page.getByRole('heading', { name: 'Flash sale' }).waitFor();
    await desk.page.getByText('Running').first().waitFor();
    await desk.page.screenshot({ path: join(SHOTS, 'promotions-desk.png'), fullPage: true });

    // The shop, as an anonymous visitor: the sale price, and the price it was, struck out.
    const answered = await getJson<Product>(`${site.url}/api/shop/${product._id}`);
    expect(answered).toMatchObject({ salePrice, saleEndsAt: new Date(endsAt).toISOString() });
    const shopper = await openWatchedPage(browser);
    const { page } = shopper;
    for (const look of ['rendered', 'cached']) {
      await visit(page, `${site.url}/shop/${product._id}`);
      const tag = page.locator('.product-page__info .price-tag');
      expect(await tag.locator('.price-tag__now').innerText(), look).toBe(money(salePrice));
      expect(await tag.locator('.price-tag__was').innerText(), look).toContain(
        money(product.price),
      );
    }
    await page.screenshot({ path: join(SHOTS, 'product-on-sale.png') });
    // The cart charges the sale price.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await openCart(page);
    expect(await cartPanel(page).innerText()).toContain(money(salePrice));
    // The shop's card shows it too, on a phone.
    await page.setViewportSize({ width: 390, height: 900 });
    await visit(page, `${site.url}/shop`);
    const card = page.locator('.product-card', { hasText: product.title });
    expect(await card.locator('.price-tag__now').innerText()).toBe(money(salePrice));
    await card.screenshot({ path: join(SHOTS, 'card-on-sale-390.png') });
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(Date.now(), 'the looks took longer than the sale').toBeLessThan(endsAt);

    // After the end, by the server's clock alone: nothing was written, the page turned over.
    await new Promise((resolve) => setTimeout(resolve, endsAt - Date.now() + 500));
    await visit(page, `${site.url}/shop/${product._id}`);
    const tag = page.locator('.product-page__info .price-tag');
    expect(await tag.innerText()).toBe(money(product.price));
    expect(await tag.locator('.price-tag__was').count()).toBe(0);
    const after = await getJson<Product>(`${site.url}/api/shop/${product._id}`);
    expect(after.salePrice).toBeUndefined();
    expect([...shopper.consoleErrors, ...shopper.pageErrors]).toEqual([]);
  });
});
