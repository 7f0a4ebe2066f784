// What every page wears: the header with its links for visitors, customers and staff, the menu
// on a phone and a tablet (the header's row fitting between its edges from 320 px up, signed in
// or not), and the footer with its about text, links and the two legal pages.
import type { User } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from './browse-support.ts';

const PHONE = { width: 390, height: 844 };

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

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navTexts = async (page: Page) =>
  (await mainNav(page).locator('a, button').allInnerTexts()).map((text) => text.trim());

/** Signs in through the API and stores the session the way the login page does. */
async function signedInPage(email: string, password: string): Promise<Page> {
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Login of ${email} answered ${response.status}`);
  const { token, user } = (await response.json()) as { token: string; user: User };
  const { page } = await openWatchedPage(browser);
  await page.addInitScript(
    (session) => {
      // Only before the first page: Logout must be able to clear it for good.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
    },
    { token, user },
  );
  return page;
}

describe('header', () => {
  it('offers a visitor the four sections and Login', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await visit(page, `${site.url}/games`);
    expect(await navTexts(page)).toEqual(['Portfolio', 'Blog', 'Games', 'Shop', 'Login']);
    expect(
      await mainNav(page).getByRole('link', { name: 'Games' }).getAttribute('aria-current'),
    ).toBe('page');
    await mainNav(page).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${site.url}/login`);
    expect(pageErrors).toEqual([]);
  });

  it('adds Dashboard for a customer, Admin Panel for staff, and Logout goes home signed out', async () => {
    const customer = await signedInPage('customer@kawaii-atelier.example', 'sparkle-user-2026');
    await visit(customer, `${site.url}/blog`);
    await expect
      .poll(() => navTexts(customer))
      .toEqual(['Portfolio', 'Blog', 'Games', 'Shop', 'Dashboard', 'Logout']);

    const helper = await signedInPage('helper@kawaii-atelier.example', 'sparkle-admin-2026');
    await visit(helper, `${site.url}/portfolio`);
    await expect
      .poll(() => navTexts(helper))
      .toEqual(['Portfolio', 'Blog', 'Games', 'Shop', 'Dashboard', 'Admin Panel', 'Logout']);
    expect(
      await mainNav(helper).getByRole('link', { name: 'Admin Panel' }).getAttribute('href'),
    ).toBe('/admin');

    await mainNav(customer).getByRole('button', { name: 'Logout' }).click();
    await customer.waitForURL(`${site.url}/`);
    expect(await navTexts(customer)).toEqual(['Portfolio', 'Blog', 'Games', 'Shop', 'Login']);
    expect(
      await customer.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);
    // Still signed out after a reload.
    await visit(customer, `${site.url}/`);
    expect(await navTexts(customer)).toEqual(['Portfolio', 'Blog', 'Games', 'Shop', 'Login']);
  });

  it('folds the links into a menu on a phone, which a link or Escape closes', async () => {
    const { page, pageErrors } = await openWatchedPage(browser);
    await page.setViewportSize(PHONE);
    await visit(page, `${site.url}/`);
    const menu = page.getByRole('button', { name: 'Menu' });
    const blog = mainNav(page).getByRole('link', { name: 'Blog' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await blog.isVisible()).toBe(false);
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await blog.waitFor({ state: 'visible' });
    await blog.click();
    await page.waitForURL(`${site.url}/blog`);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await blog.waitFor({ state: 'hidden' });

    await menu.click();
    await mainNav(page).getByRole('link', { name: 'Shop' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(pageErrors).toEqual([]);
  });
});

describe('header on phones', () => {
  it.each([320, 360, 390, 430])(
    'fits the brand, the tools and the menu button between its edges at %i px',
    async (width) => {
      const { page, pageErrors } = await openWatchedPage(browser);
      await page.setViewportSize({ width, height: 844 });
      await visit(page, `${site.url}/`);
      await page.getByRole('button', { name: 'Menu' }).waitFor();
      const boxes = await page.evaluate(() => {
        const edges = (selector: string) => {
          const { left, right, top, bottom } = document
            .querySelector(selector)!
            .getBoundingClientRect();
          return { left, right, top, bottom };
        };
        return {
          inner: edges('.site-header__inner'),
          brand: edges('.site-header__brand'),
          tools: edges('.site-header__tools'),
          header: edges('.site-header'),
        };
      });
      // The page's own side margins hold on the header too: nothing reaches past them.
      expect(boxes.brand.left).toBeGreaterThanOrEqual(boxes.inner.left - 0.5);
      expect(boxes.tools.right).toBeLessThanOrEqual(boxes.inner.right + 0.5);
      expect(boxes.brand.right).toBeLessThanOrEqual(boxes.tools.left);
      expect(boxes.inner.right).toBeLessThanOrEqual(width);
      // Still one row: the tools sit inside the header's bar.
      expect(boxes.tools.bottom).toBeLessThanOrEqual(boxes.header.bottom);
      expect(pageErrors).toEqual([]);
    },
  );
});

describe('header on tablets', () => {
  it("keeps staff's longer row of links inside the window from 880 to 1100 px", async () => {
    // One sign-in for every width: the shop allows an address only a few a minute.
    const helper = await signedInPage('helper@kawaii-atelier.example', 'sparkle-admin-2026');
    for (const width of [880, 960, 1024, 1100]) {
      await helper.setViewportSize({ width, height: 800 });
      await visit(helper, `${site.url}/shop`);
      // Signed in: the session's links are there, inline or folded into the (closed) menu, where
      // no role query finds them.
      await helper.locator('.site-nav a[href="/admin"]').waitFor({ state: 'attached' });
      const fit = await helper.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        tools: document.querySelector('.site-header__tools')!.getBoundingClientRect().right,
        inner: document.querySelector('.site-header__inner')!.getBoundingClientRect().right,
      }));
      expect({ width, fits: fit.scrollWidth <= width }).toEqual({ width, fits: true });
      expect(fit.tools).toBeLessThanOrEqual(fit.inner + 0.5);
    }
  });
});

describe('footer', () => {
  it('has the about text, explore and social links, and opens the legal pages', async () => {
    const settings = (await (await fetch(`${site.url}/api/settings`)).json()) as {
      aboutText: string;
    };
    const { page, consoleErrors, pageErrors, cspViolations } = await openWatchedPage(browser);
    await visit(page, `${site.url}/portfolio`);
    const footer = page.locator('footer.site-footer');
    expect(await footer.innerText()).toContain(settings.aboutText);

    const explore = footer.getByRole('navigation', { name: 'Explore' });
    expect(await explore.getByRole('link').allInnerTexts()).toEqual([
      'Portfolio',
      'Blog',
      'Games',
      'Shop',
      'Commissions',
    ]);
    const social = footer.getByRole('navigation', { name: 'Follow Along' });
    for (const link of await social.getByRole('link').all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    expect(await social.getByRole('link').count()).toBeGreaterThan(0);

    // The footer's links are the server's markup, kept as served: they move in place.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${site.url}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.title()).toContain('Privacy Policy');

    await footer.getByRole('link', { name: 'Terms of Use' }).click();
    await page.waitForURL(`${site.url}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
    expect(await page.title()).toContain('Terms of Use');
    // A footer the browser renders itself (the error screen of a path the router does not know,
    // reached in place) loads its text and links.
    const portfolio = footer.getByRole('link', { name: 'Portfolio' });
    await portfolio.evaluate((link) => link.setAttribute('href', '/no-such-page'));
    await portfolio.click();
    await page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }).waitFor();
    await footer.getByRole('link', { name: 'Terms of Use' }).waitFor();
    expect(await footer.innerText()).toContain(settings.aboutText);
    expect(await explore.getByRole('link').count()).toBe(5);
    // So does its header the drawings the server served: the cart's bag, the theme's two icons.
    expect(await page.locator('.cart-button__bag path').count()).toBe(3);
    expect(await page.locator('.theme-toggle svg').count()).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    // Nothing the pages run breaks their own policy (not even a caught probe for eval).
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
