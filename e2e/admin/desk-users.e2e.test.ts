// The artist (super admin) lets a new helper into the admin area and out again: promoting shows
// the helper the Admin Panel once they sign in, demoting takes it away.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { openWatchedPage } from '../support/browser.ts';
import { api, DEMO, openAdminTab, overflowingElements, signedInPage } from './desk-support.ts';

/** Whole-page axe scans take a while on a busy two-core machine. */
const AXE_TIMEOUT_MS = 120_000;

const desk = useAdminSite({ account: DEMO.superadmin });

const helper = {
  name: 'Yuki Tanaka',
  email: 'yuki@kawaii-atelier.example',
  password: 'sparkle-yuki-2026',
};

/** The header's Logout (the admin sidebar has one too). */
const headerLogout = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' });

/** Signs in through the login page, as a person would. */
async function signInThroughLoginPage(page: Page): Promise<void> {
  await page.goto(`${desk.site.url}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email', { exact: true }).fill(helper.email);
  await page.getByLabel('Password').fill(helper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await headerLogout(page).waitFor();
}

/** The role change's question names the person; it happens only on its confirm button. */
async function confirmRoleChange(page: Page, question: string, confirm: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByText(helper.email).waitFor();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

const adminPanelLinks = (page: Page) => page.getByRole('link', { name: 'Admin Panel' }).count();

describe('user management', () => {
  it('promotes a new account to admin and demotes it again', async () => {
    await api(desk.site, 'POST', '/auth/register', { body: helper });

    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(page, desk.site, 'users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('yuki@');
    const row = page.getByRole('row', { name: /Yuki Tanaka/ });
    await row.getByText('Email', { exact: true }).waitFor();
    expect(await row.getByText('User', { exact: true }).isVisible()).toBe(true);

    await row.getByRole('button', { name: 'Promote to Admin: Yuki Tanaka' }).click();
    await confirmRoleChange(page, 'Promote Yuki Tanaka to Admin?', 'Promote');
    await page.getByRole('status').filter({ hasText: 'Yuki Tanaka is now an Admin.' }).waitFor();
    await row.getByRole('button', { name: 'Demote to User: Yuki Tanaka' }).waitFor();
    expect(await row.getByText('Admin', { exact: true }).isVisible()).toBe(true);

    const yuki = await openWatchedPage(desk.browser);
    await signInThroughLoginPage(yuki.page);
    expect(await adminPanelLinks(yuki.page)).toBe(1);

    await row.getByRole('button', { name: 'Demote to User: Yuki Tanaka' }).click();
    await confirmRoleChange(page, 'Demote Yuki Tanaka to User?', 'Demote');
    await page.getByRole('status').filter({ hasText: 'Yuki Tanaka is now a User.' }).waitFor();
    await row.getByRole('button', { name: 'Promote to Admin: Yuki Tanaka' }).waitFor();
    expect([...consoleErrors, ...pageErrors]).toEqual([]);

    await headerLogout(yuki.page).click();
    await signInThroughLoginPage(yuki.page);
    expect(await adminPanelLinks(yuki.page)).toBe(0);
  });

  it('offers no action on a super admin', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(page, desk.site, 'users');
    const row = page.getByRole('row', { name: /artist@kawaii-atelier\.example/ });
    await row.getByText('Super Admin', { exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
  });
});

describe.each([
  ['pink', 1280],
  ['blue', 1280],
  ['pink', 390],
  ['blue', 390],
] as const)('the users table in the %s theme at %i px', (theme, width) => {
  it(
    'passes axe and needs no sideways scrolling',
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin, { theme, width });
      await openAdminTab(page, desk.site, 'users');
      await page.getByText('artist@kawaii-atelier.example').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await overflowingElements(page, '.user-desk')).toBe(0);
    },
    AXE_TIMEOUT_MS,
  );
});
