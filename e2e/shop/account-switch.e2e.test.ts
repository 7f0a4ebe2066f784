// Signing in on one tab: a sign-in sent before the page is interactive is held, not sent as a
// plain form; and two customers taking turns, the second never shown the first one's orders,
// points, wishlist or half-typed checkout, not even from answers still on their way. A file of
// its own, with its own shop: each sign-in here counts against the shop's per-minute limit of
// sign-ins from one address, which the account flows in account.e2e.test.ts already use.
import type { Order, Product } from '@kawaii/shared';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from '../browse/browse-support.ts';
import { DEMO, apiJson, cartPanel, openCart, signIn, dashboardPoints } from './shop-support.ts';
import { submitLogin } from '../support/login.ts';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('a sign-in sent early', () => {
  it('holds a sign-in sent before the page is interactive, and signs in once it is', async () => {
    // On a slow link the scripts may still be on their way when she presses Login. Sent as a
    // plain form, the password would land in the address bar and the page would reload.
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const entryRequested = page.waitForRequest(/\/assets\/index-[\w-]+\.js$/);
    // Shown, not loaded: the scripts are asked for at the first paint, so the load event waits
    // for the entry held back here.
    await page.goto(`${site.url}/login`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
    expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
    await submitLogin(page, DEMO.customer);
    await entryRequested;
    expect(page.url()).toBe(`${site.url}/login`);
    expect(await page.getByLabel('Password').inputValue()).toBe(DEMO.customer.password);
    releaseScripts();
    await page.waitForURL(`${site.url}/`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .waitFor();
    expect(addresses.filter((address) => address.includes('password'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('two customers on one tab', () => {
  it('shows the second none of the first one’s orders, points or wishlist, not even from answers still on their way', async () => {
    const first = await signIn(site.url, DEMO.customer);
    const dashboard = await apiJson<{ orders: Order[] }>(`${site.url}/api/user/dashboard`, {
      token: first.token,
    });
    const firstOrders = dashboard.orders.map((order) => order.orderId);
    expect(firstOrders.length).toBeGreaterThan(0);
    expect(first.user.rewardPoints).toBeGreaterThan(0);
    const [kept] = await getJson<Product[]>(`${site.url}/api/shop`);
    await apiJson(`${site.url}/api/wishlist/product/${kept!._id}`, {
      method: 'PUT',
      token: first.token,
    });
    const second = {
      name: 'Kiki Rose',
      email: 'kiki.rose@example.com',
      password: 'kiki-rose-2026',
    };
    await apiJson(`${site.url}/api/auth/register`, { method: 'POST', body: second });

    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    // The first customer's wishlist reads stay on their way until the second has signed in.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/api/wishlist', (route) => (holding ? held.push(route) : route.continue()));
    await visit(page, `${site.url}/login?next=%2Fdashboard%2Fwishlist`);
    await submitLogin(page, DEMO.customer);
    await page.waitForURL(`${site.url}/dashboard/wishlist`);
    await page.getByText('Loading your wishlist…').waitFor();
    await expect.poll(() => held.length).toBeGreaterThan(0);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Logout' }).click();
    await nav.getByRole('link', { name: 'Login' }).click();
    holding = false;
    await submitLogin(page, second);
    await page.waitForURL(`${site.url}/`);
    // Now the shop answers the first customer's reads: her list, with the kept product.
    const answered = held.map((route) =>
      page.waitForResponse((r) => r.request() === route.request()),
    );
    for (const route of held) await route.continue();
    await Promise.all(answered);

    await nav.getByRole('link', { name: 'Shop' }).click();
    await page.getByRole('link', { name: kept!.title }).first().click();
    await page.getByRole('heading', { level: 1, name: kept!.title }).waitFor();
    await page.getByRole('button', { name: 'Add to Wishlist' }).waitFor();
    expect(await page.getByRole('button', { name: 'In Wishlist' }).count()).toBe(0);

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hi, Kiki Rose!' }).waitFor();
    expect(await dashboardPoints(page)).toBe('0');
    await page.getByRole('link', { name: 'Order History' }).click();
    await page.waitForURL(`${site.url}/dashboard/orders`);
    for (const orderId of firstOrders) expect(await page.getByText(orderId).count()).toBe(0);
    await page.getByRole('link', { name: 'Wishlist' }).click();
    await page.getByText('Nothing saved yet.', { exact: false }).waitFor();
    expect(await page.locator('.wishlist-card').count()).toBe(0);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email),
    ).toBe(second.email);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('never shows the second the checkout the first one had started typing', async () => {
    const [product] = (await getJson<Product[]>(`${site.url}/api/shop`)).filter(
      (candidate) => candidate.stock > 0,
    );
    const next = { name: 'Lulu Bean', email: 'lulu.bean@example.com', password: 'lulu-bean-2026' };
    await apiJson(`${site.url}/api/auth/register`, { method: 'POST', body: next });
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/login`);
    await submitLogin(page, DEMO.customer);
    await page.waitForURL(`${site.url}/`);
    // From here on the tab is never reloaded: what the page holds in memory is what is checked.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Shop' }).click();
    await page.getByRole('link', { name: product!.title }).first().click();
    await page.getByRole('heading', { level: 1, name: product!.title }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await openCart(page);
    const panel = cartPanel(page);
    await panel.getByRole('button', { name: 'Checkout' }).click();
    await panel.getByLabel('Address line 1').fill('12 Ribbon Street');
    await panel.getByLabel('Message').fill('Please gift-wrap it for Momo');
    await panel.getByRole('button', { name: 'Close cart' }).click();

    await nav.getByRole('button', { name: 'Logout' }).click();
    await nav.getByRole('link', { name: 'Login' }).click();
    await submitLogin(page, next);
    await page.waitForURL(`${site.url}/`);
    await openCart(page);
    // The panel reopens where it was closed: on the checkout step.
    const toCheckout = panel.getByRole('button', { name: 'Checkout' });
    if (await toCheckout.isVisible()) await toCheckout.click();
    await panel.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(await panel.getByLabel('Address line 1').inputValue()).toBe('');
    expect(await panel.getByLabel('Message').inputValue()).toBe('');
    expect(await panel.getByText('Ribbon Street').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
