// A shopper's wishlist: a guest keeps a product and an artwork in the browser, signs in and finds
// them on her account's Wishlist tab; a customer removes one; a restock of a wishlisted sold-out
// product writes the back-in-stock email. Screenshots of the tab in both themes, both widths.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Artwork, Product } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import { DEMO, apiJson, signIn, storeSession, type Session } from './shop-support.ts';
import { submitLogin } from '../support/login.ts';

const SHOTS = process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'shop-shots');

let site: Site;
let browser: Browser;
let products: Product[];
let artworks: Artwork[];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite();
  browser = await launchChromium();
  products = await getJson<Product[]>(`${site.url}/api/shop`);
  artworks = await getJson<Artwork[]>(`${site.url}/api/artworks`);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const wishlistTitles = (page: Page) => page.locator('.wishlist-card__title').allTextContents();

describe('wishlist', () => {
  it("keeps a guest's picks in the browser and merges them into the account at sign-in", async () => {
    const product = products.find((item) => item.stock > 0)!;
    const artwork = artworks[0]!;
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/shop/${product._id}`);
    const add = page.getByRole('button', { name: 'Add to Wishlist' });
    await add.click();
    const inWishlist = page.getByRole('button', { name: 'In Wishlist' });
    expect(await inWishlist.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Kept in this browser ♡ Sign in to keep it on your account.').waitFor();
    // Kept over a reload.
    await visit(page, page.url());
    await inWishlist.waitFor();

    const slugPath = artwork.slug ? `/artwork/${artwork.slug}` : `/artwork/id/${artwork._id}`;
    await visit(page, `${site.url}${slugPath}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
    await visit(page, page.url());
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();

    // Signing in takes both onto the account (and off this browser).
    await visit(page, `${site.url}/dashboard/wishlist`);
    await page.waitForURL(/\/login\?next=/);
    await submitLogin(page, DEMO.customer);
    await page.waitForURL(`${site.url}/dashboard/wishlist`);
    await page.getByRole('heading', { name: 'Your Wishlist' }).waitFor();
    await expect
      .poll(() => wishlistTitles(page))
      .toEqual(expect.arrayContaining([product.title, artwork.title]));
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]');

    // Removing from the tab takes it off the product page too.
    await page.getByRole('button', { name: `Remove ${product.title} from your wishlist` }).click();
    await expect.poll(() => wishlistTitles(page)).not.toContain(product.title);
    await visit(page, `${site.url}/shop/${product._id}`);
    await page.getByRole('button', { name: 'Add to Wishlist' }).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('emails the customer when a wishlisted sold-out product is back in stock', async () => {
    const customer = await signIn(site.url, DEMO.customer);
    const admin = await signIn(site.url, DEMO.admin);
    const soldOut = products.find((item) => item.stock === 0)!;
    const { page } = await openWatchedPage(browser);
    await storeSession(page, customer);
    await visit(page, `${site.url}/shop/${soldOut._id}`);
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await page.getByRole('button', { name: 'In Wishlist' }).waitFor();
    await visit(page, `${site.url}/dashboard/wishlist`);
    await page.getByText("Sold out · we'll email you when it's back").waitFor();

    const current = await getJson<Product>(`${site.url}/api/shop/${soldOut._id}`);
    await apiJson(`${site.url}/api/shop/${soldOut._id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { version: current.version, stock: 4 },
    });
    const emails = await apiJson<{ emails: { kind: string; to: string; subject: string }[] }>(
      `${site.url}/api/emails`,
      { token: admin.token },
    );
    expect(emails.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'back-in-stock',
          to: DEMO.customer.email,
          subject: `Back in stock: ${soldOut.title}`,
        }),
      ]),
    );
  });

  describe.each(['pink', 'blue'] as const)('in the %s theme', (theme) => {
    it.each([390, 1280])(
      'looks finished at %i px, with no serious axe finding',
      async (width) => {
        const customer: Session = await signIn(site.url, DEMO.customer);
        for (const product of products.slice(0, 3)) {
          await apiJson(`${site.url}/api/wishlist/product/${product._id}`, {
            method: 'PUT',
            token: customer.token,
          });
        }
        const { page, pageErrors } = await openWatchedPage(browser);
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        await storeSession(page, customer);
        await visit(page, `${site.url}/dashboard/wishlist`);
        await page.locator('.wishlist-card').first().waitFor();
        await page.screenshot({
          path: join(SHOTS, `wishlist-${width}-${theme}.png`),
          fullPage: true,
        });
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(pageErrors).toEqual([]);
      },
      120_000,
    );
  });
});
