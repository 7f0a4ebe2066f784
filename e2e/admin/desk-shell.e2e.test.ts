// Who gets into the admin area and how they leave it: a customer is sent
// back to the shop, a helper (admin) works without the Users and Activity tabs, and the sidebar's Logout
// signs out for good. On a desktop every screen lines up with the site header's edges; on a phone every
// tab stays in reach without sideways scrolling.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminSite } from '../support/admin-site.ts';
import { DEMO, openAdminTab, signedInPage, signIn, type Session } from './desk-support.ts';

const desk = useAdminSite();
let customer: Session;
let superadmin: Session;

beforeAll(async () => {
  [customer, superadmin] = await Promise.all([
    signIn(desk.site, DEMO.customer),
    signIn(desk.site, DEMO.superadmin),
  ]);
});

/** Each tab's address and the heading its screen opens with. */
const TAB_HEADINGS = {
  blog: 'Blog Posts',
  artworks: 'Artworks',
  shop: 'Shop Items',
  categories: 'Categories',
  games: 'Games',
  orders: 'Orders',
  promotions: 'Promotions',
  reports: 'Reports',
  enquiries: 'Enquiries',
  commissions: 'Commissions',
  emails: 'Emails',
  newsletter: 'Newsletter',
  stats: 'Stats',
  settings: 'Settings',
  users: 'Users',
  activity: 'Activity',
} as const;

const sidebarTabs = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');

/** The tabs' labels, without their decorative (aria-hidden) icons. */
const tabLabels = (page: Page) =>
  sidebarTabs(page).evaluateAll((links) =>
    links.map((link) =>
      Array.from(link.childNodes)
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden')))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    ),
  );

describe('the admin shell', () => {
  it('sends a signed-in customer away from /admin to the home page', async () => {
    const { page } = await signedInPage(desk.browser, customer);
    await page.goto(`${desk.site.url}/admin?tab=orders`);
    await page.waitForURL(`${desk.site.url}/`);
    expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
  });

  it('gives an admin every tab but Users and Activity; their addresses open Blog Posts', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(page, desk.site, 'activity');
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    await openAdminTab(page, desk.site, 'users');
    await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor();
    expect(await tabLabels(page)).toEqual([
      'Blog Posts',
      'Artworks',
      'Shop Items',
      'Categories',
      'Games',
      'Orders',
      'Promotions',
      'Reports',
      'Enquiries',
      'Commissions',
      'Emails',
      'Newsletter',
      'Stats',
      'Settings',
    ]);
    expect(await page.locator('.admin-sidebar__user').textContent()).toContain('Admin');

    await sidebarTabs(page).filter({ hasText: 'Orders' }).click();
    await page.waitForURL(`${desk.site.url}/admin?tab=orders`);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const current = sidebarTabs(page).and(page.locator('[aria-current="page"]'));
    expect(await current.getAttribute('href')).toBe('/admin?tab=orders');
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });

  it('shows the super admin the Users and Activity tabs', async () => {
    const { page } = await signedInPage(desk.browser, superadmin);
    await openAdminTab(page, desk.site, 'users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expect((await tabLabels(page)).slice(-2)).toEqual(['Users', 'Activity']);
    expect(await page.locator('.admin-sidebar__user').textContent()).toContain('Super Admin');
  });

  it("signs out from the sidebar's Logout: token and user gone, on /login", async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(page, desk.site, 'settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.locator('.admin-sidebar').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${desk.site.url}/login`);
    // The address changes a moment before the login page has replaced the admin screen; once
    // the header offers Login again, the sign-out has happened.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' })
      .waitFor();
    const stored = await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('user'),
    ]);
    expect(stored).toEqual([null, null]);
    // Still on the login page once signed out: not led on to /admin, nor from there to home.
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(page.url()).toBe(`${desk.site.url}/login`);
  });

  it("lines every tab's screen up with the site header's edges on a desktop", async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, superadmin, {
      width: 1280,
    });
    const edges = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const { left, right } = element.getBoundingClientRect();
        return { left: Math.round(left), right: Math.round(right) };
      });
    for (const [tab, heading] of Object.entries(TAB_HEADINGS)) {
      await openAdminTab(page, desk.site, tab);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const header = await edges('.site-header__inner');
      // The sidebar starts where the brand does and the open tab ends where the header's tools do.
      expect({ tab, ...(await edges('.admin-app')) }).toEqual({ tab, ...header });
      expect((await edges('.admin-sidebar')).left).toBe(header.left);
    }
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });

  it('keeps every sidebar tab inside a phone screen, wrapped rather than scrolled away', async () => {
    const { page } = await signedInPage(desk.browser, superadmin, { width: 390 });
    await openAdminTab(page, desk.site, 'orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const tabs = sidebarTabs(page);
    expect(await tabs.count()).toBe(16);
    const boxes = await tabs.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
    );
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    // Wrapped: more than one row of tabs.
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBeGreaterThan(1);
  });
});
