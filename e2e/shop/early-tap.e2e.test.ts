// A shopper on a slow phone taps before the page is interactive. The page's scripts are held back
// (every script request waits until the test lets it through) and the CPU runs four times slower,
// so the taps land while the server's HTML is all there is. They are not lost and not doubled:
// the pressed button shows it was heard, and once the scripts have woken the cart holds exactly
// what was asked for; a filter picked meanwhile is applied. A press on a part that loads only when
// used (the music button, the chat launcher, a product page's content) is made once that part is
// there, with what was typed into it.
import type { Product } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';

let site: Site;
let browser: Browser;
let product: Product;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  const products = await getJson<Product[]>(`${site.url}/api/shop`);
  // A plain piece with stock to spare: no options to choose before it can be added.
  product = products.find(
    (candidate) =>
      candidate.kind === 'stocked' && candidate.stock >= 3 && candidate.options.length === 0,
  )!;
  expect(product).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Holds back the page's scripts whose address matches `scripts` until the returned release. */
async function holdBack(page: Page, scripts: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A throttled page whose scripts wait until `release` is called. */
async function sleepyPage(): Promise<{ page: Page; release(): void; pageErrors: string[] }> {
  const { page, pageErrors } = await openWatchedPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await holdBack(page, /\/assets\/[^?]+\.js$/);
  return { page, release, pageErrors };
}

/**
 * Opens `url` and resolves once the browser has shown its first paint: the moment a visitor can
 * tap. The page's scripts are asked for then, so the load event waits for them (held back here).
 */
async function openUntilFirstPaint(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
}

const hydrated = (page: Page) => page.waitForSelector('#root[data-hydrated]', { timeout: 60_000 });

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as unknown);

describe('a tap before the page is interactive', () => {
  it('adds exactly one line, with the quantity chosen, however often Add to Cart was tapped', async () => {
    const { page, release, pageErrors } = await sleepyPage();
    await openUntilFirstPaint(page, `${site.url}/shop/${product._id}`);
    expect(await page.locator('#root[data-hydrated]').count()).toBe(0);

    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await addToCart.click();
    await addToCart.click();
    // Heard: pressed in and busy while the scripts are on their way.
    expect(await addToCart.getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
    expect(await storedCart(page)).toEqual([]);

    release();
    await hydrated(page);
    await page.getByText(`“${product.title}” is in your cart!`).waitFor();
    await page.getByRole('button', { name: 'Open cart, 2 items' }).waitFor();
    expect(await storedCart(page)).toMatchObject([{ id: product._id, quantity: 2 }]);
    expect(await addToCart.getAttribute('aria-busy')).toBeNull();
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('makes a press on the music button or the chat launcher once its part has loaded, once', async () => {
    // Both stay as the server rendered them until used: their components load at the press.
    const { page, pageErrors } = await openWatchedPage(browser);
    const release = await holdBack(page, /\/assets\/(MusicToggle|ChatWidget)-[^/]+\.js$/);
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const play = page.getByRole('button', { name: 'Play background music' });
    const launcher = page.getByRole('button', { name: 'Open chat with the art assistant' });
    await play.click();
    await play.click();
    await launcher.click();
    expect(await play.getAttribute('aria-busy')).toBe('true');
    expect(await launcher.getAttribute('aria-busy')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('music'))).toBeNull();

    release();
    await page.getByRole('dialog', { name: 'Art Assistant' }).waitFor();
    const pause = page.getByRole('button', { name: 'Pause background music' });
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    expect(await pause.getAttribute('aria-busy')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('music'))).toBe('on');
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it("takes a product page's quantity and presses once its content has loaded, each once", async () => {
    // The content stays as the server rendered it until used: its code loads at the first use.
    const { page, pageErrors } = await openWatchedPage(browser);
    const release = await holdBack(page, /\/assets\/product-view-[^/]+\.js$/);
    await page.goto(`${site.url}/shop/${product._id}`);
    await hydrated(page);
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await addToCart.click();
    await addToCart.click();
    expect(await addToCart.getAttribute('aria-busy')).toBe('true');
    expect(await storedCart(page)).toEqual([]);

    release();
    await page.getByRole('button', { name: 'Open cart, 2 items' }).waitFor();
    expect(await storedCart(page)).toMatchObject([{ id: product._id, quantity: 2 }]);
    expect(await page.getByLabel('Quantity', { exact: true }).inputValue()).toBe('2');
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it("gives a product page's content each size picked before it loaded, in order", async () => {
    const products = await getJson<Product[]>(`${site.url}/api/shop`);
    const outfit = products.find((candidate) => candidate.options.length === 2)!;
    const { page, pageErrors } = await openWatchedPage(browser);
    const release = await holdBack(page, /\/assets\/product-view-[^/]+\.js$/);
    await page.goto(`${site.url}/shop/${outfit._id}`);
    await hydrated(page);
    // The served size is 1/3: picked away and back, it ends where it started, but was chosen, so
    // the choice goes into the address like any other; then a colour after it.
    const sizes = page.getByRole('group', { name: /^Size/ });
    expect(await sizes.getByRole('radio', { name: '1/3' }).isChecked()).toBe(true);
    await sizes.getByRole('radio', { name: '1/4' }).check();
    await sizes.getByRole('radio', { name: '1/3' }).check();
    await page
      .getByRole('group', { name: /^Colour/ })
      .getByRole('radio', { name: 'Pink' })
      .check();

    release();
    await page.waitForURL((url) => url.searchParams.get('Size') === '1/3');
    expect(new URL(page.url()).searchParams.get('Colour')).toBe('Pink');
    expect(await sizes.getByRole('radio', { name: '1/3' }).isChecked()).toBe(true);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('applies a filter picked before the page is interactive', async () => {
    const { page, release, pageErrors } = await sleepyPage();
    await openUntilFirstPaint(page, `${site.url}/shop`);
    await page.getByLabel('Sort').selectOption('price-low');
    release();
    await hydrated(page);
    await page.waitForURL(/[?&]sort=price-low/);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
