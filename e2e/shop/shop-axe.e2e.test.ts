// Every shop screen passes axe (WCAG 2.1 A and AA, serious and critical) in both themes: the
// list, its empty state, a product, a missing product, the login page, the stock alert with the
// notification, the cart panel and the checkout with its field errors.
import type { Product } from '@kawaii/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import { cartPanel, pauseClock } from './shop-support.ts';

let site: Site;
let browser: Browser;
let products: Product[];

/** A product with a little stock and a discount: the stock alert is easy to reach. */
const scarce = () =>
  products
    .filter((product) => product.stock > 1 && product.discountPrice !== null)
    .sort((a, b) => a.stock - b.stock)[0]!;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  products = await getJson<Product[]>(`${site.url}/api/shop?published=true&sort=newest`);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.each(['pink', 'blue'] as const)('axe in the %s theme', (theme) => {
  it('finds no serious or critical violation on the shop screens', async () => {
    const { page } = await openWatchedPage(browser);
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    const problems: Record<string, unknown> = {};
    const check = async (name: string) => {
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) problems[name] = violations;
    };
    for (const path of [
      '/shop',
      '/shop?price=500-',
      `/shop/${scarce()._id}`,
      '/shop/no-such-product',
      '/login',
    ]) {
      await visit(page, `${site.url}${path}`);
      await check(path);
    }
    // A scan can outlast the 3-second notification, whose closing opens the modal panel and
    // dims the page under its backdrop mid-scan. So the clock stands still until the pointer
    // rests on the notification, which holds it (axe itself needs running timers).
    await page.clock.install();
    await visit(page, `${site.url}/shop/${scarce()._id}`);
    await page.getByLabel('Quantity', { exact: true }).fill('99');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.locator('.cart-notice', { hasText: 'is in your cart!' }).hover();
    await page.clock.resume();
    await check('product with the stock alert and the notification');
    // "View cart" on the notification opens the panel.
    await page.locator('.cart-notice').getByRole('button', { name: 'View cart' }).click();
    await cartPanel(page).waitFor();
    await check('cart panel');
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    await cartPanel(page).getByRole('button', { name: 'Place Order' }).click();
    await check('checkout with field errors');
    expect(problems).toEqual({});
  }, 240_000);
});
