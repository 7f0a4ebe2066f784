// A customer's account: registering, signing in and out, the dashboard and its tabs, a profile
// save that unlocks an achievement, and paging through the points history. (Two customers taking
// turns on one tab are in account-switch.e2e.test.ts, the axe scans of the account screens in
// account-axe.e2e.test.ts.)
import type { Order, Product } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { totalWithShipping, US_ADDRESS } from '../support/shipping.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from '../browse/browse-support.ts';
import {
  DEMO,
  apiJson,
  cartPanel,
  mailedLink,
  openCart,
  signIn,
  storeSession,
  type Session,
  dashboardPoints,
} from './shop-support.ts';
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

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The failed sign-in answers 401; the browser logs that failed request, nothing else may. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 401'));

describe('signing in', () => {
  it('sends a visitor from the dashboard to the login page, and back there once signed in', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/dashboard/rewards`);
    await page.waitForURL(`${site.url}/login?next=%2Fdashboard%2Frewards`);
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await submitLogin(page, DEMO.customer);
    await page.waitForURL(`${site.url}/dashboard/rewards`);
    await page.getByRole('heading', { name: 'Reward Points' }).waitFor();

    // Signed in, the login page is no place to be: it leads on at once.
    await visit(page, `${site.url}/login`);
    await page.waitForURL(`${site.url}/`);
    await visit(page, `${site.url}/login?next=%2Fdashboard%2Forders`);
    await page.waitForURL(`${site.url}/dashboard/orders`);
    // A return address elsewhere is ignored.
    await visit(page, `${site.url}/login?next=%2F%2Fevil.example`);
    await page.waitForURL(`${site.url}/`);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('shows a failed login above the form, and hides Google without a client id', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/login`);
    await submitLogin(page, { email: DEMO.customer.email, password: 'not-the-password' });
    const error = page.locator('.form-error');
    await error.getByText('Invalid email or password').waitFor();
    // The message sits above the form.
    const [errorBox, formBox] = await Promise.all([
      error.boundingBox(),
      page.locator('.login__form').boundingBox(),
    ]);
    expect(errorBox!.y).toBeLessThan(formBox!.y);
    expect(await page.getByText('Login with Google').count()).toBe(0);

    // The tabs follow the arrow keys, and the focus goes with the chosen tab.
    await page.getByRole('tab', { name: 'Login' }).focus();
    await page.keyboard.press('ArrowRight');
    const register = page.getByRole('tab', { name: 'Register' });
    expect(await register.getAttribute('aria-selected')).toBe('true');
    expect(await register.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.getByLabel('Name').waitFor();
    expect(await page.getByText('Register with Google').count()).toBe(0);
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('registers, logs out, logs back in, and sends staff to /admin', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/login`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Name').fill('Yuki Tanaka');
    await submitLogin(page, { email: 'yuki@example.com', password: 'snowflake-2026' });
    await page.waitForURL(`${site.url}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor({ state: 'attached' });
    expect(await nav.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await nav.getByRole('link', { name: 'Login' }).waitFor({ state: 'attached' });
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);
    expect(new URL(page.url()).pathname).toBe('/');

    await visit(page, `${site.url}/login`);
    await submitLogin(page, { email: 'yuki@example.com', password: 'snowflake-2026' });
    await page.waitForURL(`${site.url}/`);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await visit(page, `${site.url}/login`);
    await submitLogin(page, DEMO.admin);
    await page.waitForURL(`${site.url}/admin`);
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('the stored session', () => {
  const storedUser = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as Session['user']);

  it("is refreshed from the server: staff's changes show without signing in again", async () => {
    const customer = await signIn(site.url, DEMO.customer);
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    // Stored before staff changed the account: an old name and a role it no longer has.
    await storeSession(page, {
      token: customer.token,
      user: { ...customer.user, name: 'Old Name', role: 'admin', rewardPoints: 0 },
    });
    await visit(page, `${site.url}/`);
    await expect.poll(async () => (await storedUser(page))?.name).toBe(customer.user.name);
    expect(await storedUser(page)).toMatchObject({
      role: 'user',
      rewardPoints: customer.user.rewardPoints,
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor({ state: 'attached' });
    await expect.poll(() => nav.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('ends when the server refuses the token (expired, or the account is gone)', async () => {
    const customer = await signIn(site.url, DEMO.customer);
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await page.addInitScript((user) => {
      // Only once: later navigations must see what the site left in storage.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('token', 'expired.or.forged');
      localStorage.setItem('user', JSON.stringify(user));
    }, customer.user);
    await visit(page, `${site.url}/shop`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Login' }).waitFor({ state: 'attached' });
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);
    // And the dashboard is for signed-in customers only.
    await visit(page, `${site.url}/dashboard`);
    await page.waitForURL(`${site.url}/login?next=%2Fdashboard`);
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('a new customer', () => {
  it('has the welcome bonus once verified, no achievements yet, and unlocks one by completing the profile', async () => {
    const session = await apiJson<Session>(`${site.url}/api/auth/register`, {
      method: 'POST',
      body: { name: 'Mochi Fan', email: 'mochi@example.com', password: 'mochi-mochi-1' },
    });
    // The bonus waits for the link mailed at registration (account-links.e2e follows it in
    // the browser).
    expect(session.user.rewardPoints).toBe(0);
    const admin = await signIn(site.url, DEMO.admin);
    const link = await mailedLink(
      site,
      admin.token,
      'mochi@example.com',
      'Please verify your email',
    );
    await apiJson(`${site.url}/api/auth/verify`, {
      method: 'POST',
      body: { token: new URL(link).searchParams.get('token') },
    });
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await storeSession(page, session);
    await visit(page, `${site.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Hi, Mochi Fan!' }).waitFor();
    // The month she registered in, as the shop recorded it: a clock read here could be a month on.
    await page
      .getByText(`Member since ${MONTH_YEAR.format(new Date(session.user.memberSince))}`)
      .waitFor();
    expect(await dashboardPoints(page)).toBe('100');
    await page.getByText('No achievements yet').waitFor();

    await page.getByRole('link', { name: 'Rewards' }).click();
    await page.waitForURL(`${site.url}/dashboard/rewards`);
    const history = page.locator('.points-table');
    await history.getByText('Welcome bonus').waitFor();
    expect(await history.locator('tbody tr').count()).toBe(1);
    expect(await history.innerText()).toContain('+100');
    await page.getByText('Showing page 1 of 1').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Needs 2000 points' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Redeem', exact: true }).count()).toBe(2);

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    expect(await page.getByLabel(/^Instagram/).getAttribute('placeholder')).toBe('@username');
    await page.getByLabel(/^Phone/).fill('(555) 010-3030');
    await page.getByLabel(/^Instagram/).fill('@mochi.fan');
    // The shipping address is the checkout's: a half-typed one is refused field by field.
    await page.getByLabel(/^Address line 1/).fill('3 Cloud Lane');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('City is required').waitFor();
    await page.getByText('Choose a country from the list').waitFor();
    await page.getByLabel('Country').selectOption('CA');
    await page.getByLabel(/^Recipient/).fill('Mochi Fan');
    await page.getByLabel(/^City/).fill('Sugarville');
    await page.getByLabel(/^Postal code/).fill('H2X 1Y4');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    const notice = page.getByText('Achievement unlocked: All About Me!');
    await notice.waitFor();
    expect(await dashboardPoints(page)).toBe('120');
    // The notice stays 3 seconds; then the achievements are read again.
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Achievements' }).click();
    const card = page.locator('.achievement-card', { hasText: 'All About Me' });
    await expect.poll(() => card.innerText()).not.toContain('when unlocked');
    expect(await card.innerText()).toContain('+20 reward points');
    await page.getByText('1 of 7 unlocked · Beginner').waitFor();

    await visit(page, `${site.url}/dashboard`);
    const recent = page.locator('section', { hasText: 'Recent Achievements' });
    await recent.getByText('All About Me').waitFor();

    // The saved address fills the checkout in.
    await visit(page, `${site.url}/dashboard/profile`);
    expect(await page.getByLabel(/^City/).inputValue()).toBe('Sugarville');
    const product = (await getJson<Product[]>(`${site.url}/api/shop`)).find((p) => p.stock > 0)!;
    await visit(page, `${site.url}/shop/${product._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await openCart(page);
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    expect(await cartPanel(page).getByLabel('Address line 1').inputValue()).toBe('3 Cloud Lane');
    expect(await cartPanel(page).getByLabel('Country').inputValue()).toBe('CA');
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('sees the failure message when a profile save is refused', async () => {
    const session = await apiJson<Session>(`${site.url}/api/auth/register`, {
      method: 'POST',
      body: { name: 'Copy Cat', email: 'copycat@example.com', password: 'copy-cat-123' },
    });
    const { page } = await openWatchedPage(browser);
    await storeSession(page, session);
    await visit(page, `${site.url}/dashboard/profile`);
    // The form is on screen before the session ends (on a busy machine the dashboard's read can
    // still be on its way after the page went quiet, and would be refused instead of the save).
    await page.getByLabel(/^Name/).waitFor();
    // "Sign out everywhere" on another device ends this session too: the server refuses it.
    const revoked = await fetch(`${site.url}/api/auth/sessions/revoke`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(revoked.status).toBe(204);
    await page.getByLabel(/^Name/).fill('Copy Cat Two');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Failed to update profile. Please try again.').waitFor();
  });
});

describe('the demo customer', () => {
  let customer: Session;

  beforeAll(async () => {
    customer = await signIn(site.url, DEMO.customer);
    // Three more paid orders give her more than one page of points history.
    const admin = await signIn(site.url, DEMO.admin);
    const products = await getJson<Product[]>(`${site.url}/api/shop`);
    const keychain = products.find((product) => product.stock > 10 && !product.discountPrice)!;
    for (let count = 0; count < 3; count++) {
      const { order } = await apiJson<{ order: Order }>(`${site.url}/api/orders`, {
        method: 'POST',
        token: customer.token,
        body: {
          name: customer.user.name,
          email: customer.user.email,
          contact: customer.user.email,
          contactType: 'email',
          message: '',
          paymentMethod: 'zelle',
          items: [
            {
              id: keychain._id,
              title: keychain.title,
              price: keychain.price,
              discountPrice: null,
              quantity: 1,
              image: null,
            },
          ],
          total: await totalWithShipping(site.url, keychain.price),
          shippingAddress: US_ADDRESS,
        },
      });
      await apiJson(`${site.url}/api/orders/${order._id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { status: 'paid' },
      });
    }
  });

  it('fits every tab in a phone 390 px wide, with the tabs in even rows', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await storeSession(page, customer);
    const pastTheEdge: Record<string, string[]> = {};
    for (const tab of [
      '',
      '/orders',
      '/commissions',
      '/achievements',
      '/rewards',
      '/wishlist',
      '/profile',
    ]) {
      await visit(page, `${site.url}/dashboard${tab}`);
      await page.locator('.dashboard__panel').waitFor();
      await page.waitForLoadState('networkidle');
      // The profile's address group once grew to its longest country name, past the edge.
      const wide = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main *'))
          .filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      if (wide.length > 0) pastTheEdge[`/dashboard${tab}`] = wide;
    }
    expect(pastTheEdge).toEqual({});
    // Seven tabs: Overview across the top, then three rows of two, never a ragged last row.
    const rows = await page
      .locator('.dashboard-tabs li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const perRow = [...new Set(rows)].map((top) => rows.filter((row) => row === top).length);
    expect(perRow).toEqual([1, 2, 2, 2]);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('pages through the points history, 10 at a time', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await storeSession(page, customer);
    await visit(page, `${site.url}/dashboard/rewards`);
    const rows = page.locator('.points-table tbody tr');
    await page.getByText('Showing page 1 of 2').waitFor();
    expect(await rows.count()).toBe(10);
    const firstPage = await rows.allInnerTexts();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing page 2 of 2').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    const secondPage = await rows.allInnerTexts();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((row) => firstPage.includes(row))).toBe(false);
    expect(secondPage.at(-1)).toContain('Welcome bonus');

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Showing page 1 of 2').waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('opens one order at a time in the order history', async () => {
    const { page } = await openWatchedPage(browser);
    await storeSession(page, customer);
    await visit(page, `${site.url}/dashboard`);
    await page.getByRole('link', { name: 'View All Orders' }).click();
    await page.waitForURL(`${site.url}/dashboard/orders`);
    const toggles = page.locator('.order-row__toggle');
    await toggles.first().waitFor();
    expect(await toggles.count()).toBeGreaterThan(3);
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    expect(await toggles.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await toggles.nth(1).getAttribute('aria-expanded')).toBe('true');
    const details = await page.locator('.order-row--open').innerText();
    expect(details).toContain('Points earned');
    expect(details).toContain('Order total');
  });

  it('shows sample transactions when the history cannot be read', async () => {
    const { page } = await openWatchedPage(browser);
    await storeSession(page, customer);
    await page.route('**/api/reward-points/history**', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await visit(page, `${site.url}/dashboard/rewards`);
    const table = page.locator('.points-table');
    await table.getByText('Welcome bonus').waitFor();
    expect(await table.innerText()).toMatch(/\+50[\s\S]*\+20[\s\S]*\+100/);
  });
});
