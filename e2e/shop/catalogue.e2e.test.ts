// A doll maker's catalogue in the browser: a shopper picks a size and a colour of an outfit (a
// sold-out combination shown and disabled, the choice kept in the address) and checks the
// variant out; a made-to-order doll and a pre-order show when they ship in the cart and on the
// order. The product pages are photographed in both themes at a phone's and a laptop's width.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Order, Product } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from '../browse/browse-support.ts';
import { cartPanel, fillCheckout, openCart } from './shop-support.ts';

const SHOTS =
  process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'catalogue-shots');

let site: Site;
let browser: Browser;
let products: Product[];

const byKind = (test: (product: Product) => boolean) => products.find(test)!;
const outfit = () => byKind((product) => product.options.length === 2);
const madeToOrder = () => byKind((product) => product.kind === 'made-to-order');
const preorder = () => byKind((product) => Boolean(product.preorder));

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite();
  browser = await launchChromium();
  products = await getJson<Product[]>(`${site.url}/api/shop`);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function checkOut(page: Page, name: string): Promise<Order> {
  const panel = cartPanel(page);
  await panel.getByRole('button', { name: 'Checkout' }).click();
  await fillCheckout(page, { name, email: 'hana@example.com' });
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Place Order' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await panel.getByText('Thank You for Your Order!').waitFor();
  return ((await response.json()) as { order: Order }).order;
}

describe('buying how a doll maker sells', () => {
  it('picks a size and a colour, sees the sold-out one disabled, and checks the variant out', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    const dress = outfit();
    await visit(page, `${site.url}/shop/${dress._id}`);
    const sizes = page.getByRole('group', { name: /^Size/ });
    const colours = page.getByRole('group', { name: /^Colour/ });
    await sizes.getByRole('radio', { name: '1/4' }).check();
    await sizes.getByRole('radio', { name: '1/3' }).check();
    // The 1/3 dress in mint is sold out: shown, and not to be chosen.
    const mint = colours.getByRole('radio', { name: /Mint/ });
    expect(await mint.isDisabled()).toBe(true);
    await colours.getByRole('radio', { name: 'Pink' }).check();
    await page.getByText('$46.00').first().waitFor();
    expect(new URL(page.url()).searchParams.get('Size')).toBe('1/3');

    // The choice in the address opens the page on it.
    await sizes.getByRole('radio', { name: '1/6' }).check();
    await visit(page, page.url());
    expect(await page.getByRole('radio', { name: '1/6' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await openCart(page);
    await cartPanel(page).getByText('Size: 1/6 · Colour: Pink').waitFor();
    const order = await checkOut(page, 'Hana Variant');
    expect(order.items[0]).toMatchObject({ options: { Size: '1/6', Colour: 'Pink' } });
    const after = await getJson<Product>(`${site.url}/api/shop/${dress._id}`);
    const chosen = after.variants.find((variant) => variant.options['Size'] === '1/6');
    const before = dress.variants.find((variant) => variant._id === chosen?._id);
    expect(chosen?.stock).toBe((before?.stock ?? 0) - 1);
    expect(pageErrors).toEqual([]);
  });

  it('orders a made-to-order doll and a pre-order, told when each ships before paying', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    const doll = madeToOrder();
    await visit(page, `${site.url}/shop/${doll._id}`);
    await page.getByText('Made to order · ships in 6-8 weeks').first().waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();

    const star = preorder();
    await visit(page, `${site.url}/shop/${star._id}`);
    await page.getByText(/^Pre-order · closes \d+ \w+ · ships from \w+/).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();

    await openCart(page);
    const panel = cartPanel(page);
    await panel.getByText('Made to order · ships in 6-8 weeks').waitFor();
    await panel.getByText(/^Pre-order · ships from /).waitFor();
    const order = await checkOut(page, 'Hana Waits');
    expect(order.items).toEqual([
      expect.objectContaining({ id: doll._id, leadTime: '6-8 weeks' }),
      expect.objectContaining({
        id: star._id,
        preorder: true,
        shipsFrom: star.preorder!.shipsFrom,
      }),
    ]);
    expect(pageErrors).toEqual([]);
  });
});

describe('a sold one-of-a-kind piece', () => {
  it('leads to the commission request form, which starts by naming the piece', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    const sold = (await getJson<Product[]>(`${site.url}/api/shop?sold=true`))[0]!;
    await visit(page, `${site.url}/shop/${sold._id}`);
    await page.getByText('Sold', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Commission something similar' }).click();
    await page.waitForURL(/\/commissions\?/);
    const request = page.getByLabel('What would you like?');
    await expect
      .poll(() => request.inputValue())
      .toBe(`Something similar to “${sold.title}” (/shop/${sold._id}).\n`);
    const piece = page.getByRole('link', { name: sold.title });
    expect(await piece.getAttribute('href')).toBe(`/shop/${sold._id}`);
    // The server's render names the piece too: a shared link opens prefilled before scripts run.
    const html = await (await fetch(page.url())).text();
    expect(html).toContain(`Something similar to “${sold.title}”`);
    expect(pageErrors).toEqual([]);
  });
});

describe.each(['pink', 'blue'] as const)('the catalogue pages in the %s theme', (theme) => {
  it.each([390, 1280])('look finished at %i px', async (width) => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    const sold = (await getJson<Product[]>(`${site.url}/api/shop?sold=true`))[0]!;
    for (const [name, path] of [
      ['outfit', `/shop/${outfit()._id}?Size=1%2F3&Colour=Pink`],
      ['made-to-order', `/shop/${madeToOrder()._id}`],
      ['preorder', `/shop/${preorder()._id}`],
      ['sold', `/shop/${sold._id}`],
      ['shop', '/shop'],
    ] as const) {
      await visit(page, `${site.url}${path}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: join(SHOTS, `${name}-${width}-${theme}.png`),
        fullPage: false,
      });
    }
    // The option pickers, below the fold on a phone, photographed whole.
    await visit(page, `${site.url}/shop/${outfit()._id}?Size=1%2F3&Colour=Pink`);
    await page.locator('.product-page__info').screenshot({
      path: join(SHOTS, `outfit-pickers-${width}-${theme}.png`),
    });
    // The portfolio's Sold section, photographed where it sits under the gallery.
    await visit(page, `${site.url}/portfolio`);
    await page.locator('.portfolio-sold').scrollIntoViewIfNeeded();
    await page.locator('.portfolio-sold').screenshot({
      path: join(SHOTS, `portfolio-sold-${width}-${theme}.png`),
    });
    await visit(page, `${site.url}/shop/${sold._id}`);
    await page.getByRole('link', { name: 'Commission something similar' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
