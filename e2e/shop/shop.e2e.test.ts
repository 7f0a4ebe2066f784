// A shopper in the shop: filtering and sorting, the product page, the stock limit and a cart
// that survives a reload. (The axe scans of these screens are in shop-axe.e2e.test.ts.)
import type { Artwork, BlogPost, Category, Product } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { asHtmlText, renderedMarkup } from '../support/html.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from '../browse/browse-support.ts';
import { cartPanel, cartQuantities, openCart, pauseClock } from './shop-support.ts';

let site: Site;
let browser: Browser;
let products: Product[];
let categories: Category[];

const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();
const titlesOf = (list: Product[]) => list.map((product) => product.title);
const shopApi = (query: string) =>
  getJson<Product[]>(`${site.url}/api/shop?published=true&${query}`);
const filter = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const byTitle = (title: string) => products.find((product) => product.title === title)!;
/** A product with a little stock and a discount, the most telling one to buy. */
const scarce = () =>
  products
    .filter((product) => product.stock > 1 && product.discountPrice !== null)
    .sort((a, b) => a.stock - b.stock)[0]!;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  products = await shopApi('sort=newest');
  categories = await getJson<Category[]>(`${site.url}/api/categories?active=true`);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('shop filters', () => {
  it('filter by category and price range in the URL, as the API does', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/shop`);
    expect(await cardTitles(page)).toEqual(titlesOf(products));
    await page.getByText(`${products.length} products`).waitFor();

    const category = categories.find((item) =>
      products.some((product) => product.category?._id === item._id),
    )!;
    await filter(page, 'Category').selectOption(category._id);
    await page.waitForURL(`${site.url}/shop?category=${category._id}`);
    const inCategory = await shopApi(`category=${category._id}&sort=newest`);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.length).toBeLessThan(products.length);
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(inCategory));

    await filter(page, 'Category').selectOption('all');
    await filter(page, 'Price Range').selectOption('25-50');
    await page.waitForURL(`${site.url}/shop?price=25-50`);
    const midPriced = await shopApi('minPrice=25&maxPrice=50&sort=newest');
    expect(midPriced.length).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(midPriced));

    // A reload (or a shared link) shows the same view, rendered on the server.
    const html = renderedMarkup(await (await fetch(page.url())).text());
    for (const product of products) {
      const shown = midPriced.some((item) => item._id === product._id);
      expect(html.includes(asHtmlText(product.title))).toBe(shown);
    }

    await filter(page, 'Price Range').selectOption('500-');
    await page.getByText('No products found with the selected filters.').waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(`${site.url}/shop`);
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(products));
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('sort by every option, as the API does', async () => {
    const { page } = await openWatchedPage(browser);
    await visit(page, `${site.url}/shop`);
    for (const sort of ['price-low', 'price-high', 'title-asc', 'title-desc', 'newest']) {
      await filter(page, 'Sort').selectOption(sort);
      const expected = await shopApi(`sort=${sort}`);
      await expect.poll(() => cardTitles(page)).toEqual(titlesOf(expected));
    }
    await page.waitForURL(`${site.url}/shop`);
  });
});

describe('product cards', () => {
  it("describe their photos with the Media Library's alt texts, in the server's HTML too", async () => {
    const pictured = products.filter((product) => product.images.length > 0);
    expect(pictured.length).toBeGreaterThan(0);
    // The demo shop stores an alt text for every photo it seeds.
    for (const product of pictured) expect(product.imageAlt).toBeTruthy();
    const html = renderedMarkup(await (await fetch(`${site.url}/shop?sort=newest`)).text());
    for (const product of pictured)
      expect(html).toContain(`alt="${asHtmlText(product.imageAlt!)}"`);

    const [artwork] = await getJson<Artwork[]>(`${site.url}/api/artworks?featured=true&limit=3`);
    const [post] = await getJson<BlogPost[]>(`${site.url}/api/blog?limit=3`);
    expect(artwork?.imageAlt).toBeTruthy();
    expect(post?.imageAlt).toBeTruthy();
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    const [first] = pictured;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, `${site.url}/shop?sort=newest`);
      const card = page.locator('main article', { hasText: first!.title }).first();
      expect(await card.locator('img').getAttribute('alt')).toBe(first!.imageAlt);
      await visit(page, site.url);
      const artworkCard = page.locator('main article', { hasText: artwork!.title }).first();
      expect(await artworkCard.locator('img').getAttribute('alt')).toBe(artwork!.imageAlt);
      const postCard = page.locator('main article', { hasText: post!.title }).first();
      expect(await postCard.locator('img').getAttribute('alt')).toBe(post!.imageAlt);
    }
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('mark sold-out products and refuse more than the stock with the exact message', async () => {
    const { page } = await openWatchedPage(browser);
    await page.clock.install();
    await visit(page, `${site.url}/shop`);
    const soldOut = products.find((product) => product.stock <= 0)!;
    const soldOutButton = page.getByRole('button', { name: `Out of Stock: ${soldOut.title}` });
    expect(await soldOutButton.isDisabled()).toBe(true);

    // Time stands still while adding, so the "added" notification cannot close and open the
    // cart over the page between two clicks, however slow the machine.
    await pauseClock(page);
    const product = scarce();
    const add = page
      .getByRole('button', { name: `Add to Cart: ${product.title}` })
      .or(page.getByRole('button', { name: `Added!: ${product.title}` }));
    for (let count = 0; count < product.stock; count++) await add.click();
    await page.getByRole('status').getByText(`“${product.title}” is in your cart!`).waitFor();
    await add.click();
    await page
      .getByRole('alert')
      .getByText(`Cannot add more than ${product.stock} items (in stock limit)`)
      .waitFor();
    // An error notification closes without opening the cart, then or later.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.clock.runFor(5_000);
    expect(await page.getByText('Cannot add more than').count()).toBe(0);
    expect(await cartPanel(page).isVisible()).toBe(false);
    expect(
      await page.getByRole('button', { name: `Open cart, ${product.stock} items` }).isVisible(),
    ).toBe(true);
  });

  it('hide the "added" notification after 3 seconds, and open the cart only on "View cart"', async () => {
    const { page } = await openWatchedPage(browser);
    await page.clock.install();
    await visit(page, `${site.url}/shop`);
    const product = byTitle(titlesOf(products).find((title) => byTitle(title).stock > 0)!);
    await pauseClock(page);
    await page.getByRole('button', { name: `Add to Cart: ${product.title}` }).click();
    const notice = page.getByRole('status').getByText(`“${product.title}” is in your cart!`);
    await notice.waitFor();
    await page.getByRole('button', { name: `Added!: ${product.title}` }).waitFor();
    // After a second the button's effect is over; the notification stays up, the cart closed.
    await page.clock.runFor(1_000);
    await page.getByRole('button', { name: `Add to Cart: ${product.title}` }).waitFor();
    await page.clock.runFor(1_900);
    expect(await notice.isVisible()).toBe(true);
    expect(await cartPanel(page).isVisible()).toBe(false);
    // Resting the pointer on it holds it; let go, it has its 3 seconds again.
    await notice.hover();
    await page.clock.runFor(10_000);
    expect(await notice.isVisible()).toBe(true);
    await page.mouse.move(5, 500);
    await page.clock.runFor(2_900);
    expect(await notice.isVisible()).toBe(true);
    // At 3 seconds the notification goes away by itself, and the page stays uncovered.
    await page.clock.runFor(100);
    await notice.waitFor({ state: 'detached' });
    await page.clock.runFor(5_000);
    expect(await cartPanel(page).isVisible()).toBe(false);

    // The shopper's own "View cart" opens the cart.
    await page.getByRole('button', { name: `Add to Cart: ${product.title}` }).click();
    await page.getByRole('status').getByRole('button', { name: 'View cart' }).click();
    await cartPanel(page).waitFor();
    expect(await cartQuantities(page)).toEqual({ [product.title]: 2 });
    // Each line leads back to its product.
    await cartPanel(page).getByRole('link', { name: product.title }).click();
    await page.waitForURL(`${site.url}/shop/${product._id}`);
    await cartPanel(page).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  });
});

describe('product photos', () => {
  it('open in the lightbox, which zooms, swipes and turns with the keys', async () => {
    const product = products.find((item) => item.images.length > 1)!;
    const count = product.images.length;
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, `${site.url}/shop/${product._id}`);
    await page.getByRole('button', { name: `Zoom: view image 1 of ${count} full screen` }).click();
    const viewer = page.getByRole('dialog', { name: `Photos of ${product.title}` });
    await viewer.waitFor();
    await viewer.getByText(`1 / ${count}`).waitFor();

    // A swipe to the left shows the next photo, one to the right the previous.
    const stage = viewer.locator('.lightbox__stage');
    const box = (await stage.boundingBox())!;
    const swipe = (fromX: number, toX: number) =>
      stage.evaluate(
        (element, { fromX, toX, y }) => {
          const fire = (type: string, x: number) =>
            element.dispatchEvent(
              new PointerEvent(type, {
                bubbles: true,
                clientX: x,
                clientY: y,
                pointerType: 'touch',
              }),
            );
          fire('pointerdown', fromX);
          fire('pointerup', toX);
        },
        { fromX, toX, y: box.y + box.height / 2 },
      );
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await viewer.getByText(`2 / ${count}`).waitFor();
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await viewer.getByText(`1 / ${count}`).waitFor();

    // Zoom in: the picture doubles; swipes wait until it is zoomed out.
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
    expect(await zoomOut.getAttribute('aria-pressed')).toBe('true');
    const image = stage.locator('img');
    await expect
      .poll(() => image.evaluate((img) => getComputedStyle(img).transform))
      .toBe('matrix(2, 0, 0, 2, 0, 0)');
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    expect(await viewer.getByText(`1 / ${count}`).count()).toBe(1);
    await zoomOut.click();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText(`2 / ${count}`).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    // The page's gallery follows what was viewed.
    await page.getByText(`2 / ${count}`).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('shop search', () => {
  it('finds products by title, description or category, with the words in the URL', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    // Server-rendered: the search is in the page before any script runs.
    const response = await fetch(`${site.url}/shop?q=bunny`);
    const html = renderedMarkup(await response.text());
    const bunnies = await shopApi('q=bunny&sort=newest');
    expect(bunnies.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(html.includes(asHtmlText(product.title)), product.title).toBe(
        bunnies.some((bunny) => bunny._id === product._id),
      );
    }
    expect(html).toContain(
      `${bunnies.length === 1 ? '1 product' : `${bunnies.length} products`} for “bunny”`,
    );

    await visit(page, `${site.url}/shop`);
    const search = page.getByRole('searchbox', { name: 'Search the shop' });
    // A category name finds its products too.
    const category = categories.find((item) =>
      products.some((product) => product.category?._id === item._id),
    )!;
    await search.fill(category.name);
    await search.press('Enter');
    await page.waitForURL(
      `${site.url}/shop?q=${encodeURIComponent(category.name).replaceAll('%20', '+')}`,
    );
    const inCategory = await shopApi(`q=${encodeURIComponent(category.name)}&sort=newest`);
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(inCategory));
    expect(inCategory.every((product) => product.category?._id === category._id)).toBe(true);

    // The filters keep the search; nothing found says so.
    await filter(page, 'Sort').selectOption('price-low');
    await page.waitForURL(/sort=price-low/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(category.name);
    await search.fill('unicorn spaceship');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No products found for “unicorn spaceship”.').waitFor();
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-low');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(`${site.url}/shop`);
    expect(await search.inputValue()).toBe('');
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(products));
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('product page', () => {
  it('shows the product and its gallery, and keeps the quantity within the stock', async () => {
    const product = scarce();
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, `${site.url}/shop/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const info = page.locator('.product-page__info');
    const off = Math.round(100 * (1 - product.discountPrice! / product.price));
    expect(await info.innerText()).toContain(`${off}% off`);
    expect(await info.innerText()).toContain(product.category!.name);
    if (product.dimensions.width !== null && product.dimensions.height !== null) {
      expect(await info.innerText()).toContain(
        `${product.dimensions.width} × ${product.dimensions.height} cm`,
      );
    }
    // Stars and how many rated, nothing that promises reviews to read.
    const ratings = product.rating.count === 1 ? '1 rating' : `${product.rating.count} ratings`;
    expect(await info.getByText(`(${ratings})`).count()).toBe(product.rating.count > 0 ? 1 : 0);
    expect(await info.innerText()).not.toMatch(/reviews?/);

    if (product.images.length > 1) {
      await page.getByRole('button', { name: 'Next image' }).click();
      await page.getByText(`2 / ${product.images.length}`).waitFor();
      await page.getByRole('button', { name: 'Previous image' }).click();
      await page.getByText(`1 / ${product.images.length}`).waitFor();
    }

    const quantity = page.getByLabel('Quantity', { exact: true });
    await quantity.fill(String(product.stock + 1));
    await page
      .getByRole('alert')
      .getByText(`Cannot add more than ${product.stock} items (in stock limit)`)
      .waitFor();
    expect(await quantity.inputValue()).toBe(String(product.stock));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: /^Open cart, \d+ items/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Open cart/ }).getAttribute('aria-label')).toBe(
      `Open cart, ${product.stock} items`,
    );

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('reads Out of Stock, disabled, when nothing is left', async () => {
    const soldOut = products.find((product) => product.stock <= 0)!;
    const { page } = await openWatchedPage(browser);
    await visit(page, `${site.url}/shop/${soldOut._id}`);
    expect(await page.getByRole('button', { name: 'Out of Stock' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Quantity', { exact: true }).count()).toBe(0);
  });

  it('answers 404 with "Error: Product not found"', async () => {
    const response = await fetch(`${site.url}/shop/no-such-product`);
    expect(response.status).toBe(404);
    expect(renderedMarkup(await response.text())).toContain('Error: Product not found');
  });
});

describe('cart storage', () => {
  it('keeps the cart over a reload, and starts empty from invalid stored data', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    const product = scarce();
    await visit(page, `${site.url}/shop/${product._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // Added, as the shopper sees it, before the page is left.
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await visit(page, `${site.url}/shop`);
    await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? ''));
    expect(stored).toMatchObject([{ id: product._id, quantity: 1, stock: product.stock }]);
    await openCart(page);
    expect(await cartQuantities(page)).toEqual({ [product.title]: 1 });

    await page.evaluate(() => localStorage.setItem('cartItems', '[{"id": 7}]'));
    await visit(page, `${site.url}/shop`);
    await page.getByRole('button', { name: 'Open cart, 0 items' }).waitFor();
    // The server renders an empty cart and hydration matches it, whatever is stored.
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
