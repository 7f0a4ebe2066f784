// A role change happens only once the super admin confirms it, by name; a helper demoted while
// their admin tab is open is signed out of it with a message, not left with screens that fail.
// And the working screens stay calm: no petals over the forms, delete buttons that look like
// buttons, no chat button over a phone's lists. (Staff taking turns on one tab: desk-turns.)
import type { User } from '@kawaii/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdminSite } from '../support/admin-site.ts';
import { api, DEMO, openAdminTab, signedInPage, signIn, type Session } from './desk-support.ts';

/** The fixture's session is the artist's (super admin): only she changes roles. */
const desk = useAdminSite({ account: DEMO.superadmin });

/** A new account made an admin through the API, signed in. */
async function newAdmin(name: string, email: string): Promise<Session> {
  const account = { name, email, password: 'sparkle-helper-2026' };
  const { user } = await api<Session>(desk.site, 'POST', '/auth/register', { body: account });
  await api(desk.site, 'PUT', `/users/${user._id}/promote`, { token: desk.admin.token });
  return signIn(desk.site, account);
}

const roleOf = async (email: string) =>
  (
    await api<{ users: User[] }>(desk.site, 'GET', `/users?q=${encodeURIComponent(email)}`, {
      token: desk.admin.token,
    })
  ).users.find((user) => user.email === email)?.role;

const signedOutNotice = (page: Page) =>
  page.getByRole('heading', { name: 'You have been signed out of the admin area' });

describe.each([390, 1280])('staff access at %i px', (width) => {
  it('asks before a demotion, naming the person, and changes nothing on Cancel', async () => {
    const helper = await newAdmin(`Mimi ${width}`, `mimi-${width}@kawaii-atelier.example`);
    const { page } = await signedInPage(desk.browser, desk.admin, { width });
    await openAdminTab(page, desk.site, 'users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(`mimi-${width}@`);
    const demote = page.getByRole('button', { name: `Demote to User: Mimi ${width}` });
    await demote.click();
    const dialog = page.getByRole('dialog', { name: `Demote Mimi ${width} to User?` });
    await dialog
      .getByText(
        `Mimi ${width} (mimi-${width}@kawaii-atelier.example) will lose access to the admin area at once.`,
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await roleOf(helper.user.email)).toBe('admin');

    await demote.click();
    await dialog.getByRole('button', { name: 'Demote', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Mimi ${width} is now a User.` })
      .waitFor();
    expect(await roleOf(helper.user.email)).toBe('user');
  });

  it('signs a demoted helper out of their open admin tab, with a message', async () => {
    const helper = await newAdmin(`Koko ${width}`, `koko-${width}@kawaii-atelier.example`);
    const { page } = await signedInPage(desk.browser, helper, { width });
    await openAdminTab(page, desk.site, 'blog');
    await page.getByRole('button', { name: 'Add New' }).waitFor();

    await api(desk.site, 'PUT', `/users/${helper.user._id}/demote`, { token: desk.admin.token });
    // The next staff call the tab makes is refused.
    await page.getByRole('link', { name: 'Orders' }).click();
    await signedOutNotice(page).waitFor();
    await page
      .getByRole('alert')
      .getByText(/Please sign in again|no longer has access/)
      .waitFor();
    // The header behind the message already shows the session as the server sees it: no admin
    // link, and signed out (a phone's header keeps these in its closed menu).
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Login', includeHidden: true }).waitFor({
      state: 'attached',
    });
    expect(
      await header.getByRole('link', { name: 'Admin Panel', includeHidden: true }).count(),
    ).toBe(0);
    expect(await header.getByRole('button', { name: 'Logout', includeHidden: true }).count()).toBe(
      0,
    );
    await signedOutNotice(page).waitFor();
    await page.getByRole('button', { name: /Sign in again|Back to the shop/ }).click();
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
    await page.waitForFunction(() => {
      const stored = localStorage.getItem('user');
      return stored === null || (JSON.parse(stored) as { role: string }).role === 'user';
    });
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
  });

  it('keeps petals off the admin screens, and the chat button off a phone’s lists', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin, { width, theme: 'pink' });
    await page.goto(`${desk.site.url}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('theme-layer').waitFor({ state: 'attached' });
    await openAdminTab(page, desk.site, 'orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    expect(await page.getByTestId('theme-layer').count()).toBe(0);
    const chat = page.locator('.chat-widget');
    expect(await chat.isVisible()).toBe(width > 720);

    // A delete button reads as a strong button: solid rose with white text.
    await openAdminTab(page, desk.site, 'blog');
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Blog Post' });
    const colours = await confirm
      .getByRole('button', { name: 'Delete', exact: true })
      .evaluate((button) => {
        const style = getComputedStyle(button);
        return { background: style.backgroundColor, text: style.color, opacity: style.opacity };
      });
    expect(colours).toEqual({
      background: 'rgb(200, 34, 79)',
      text: 'rgb(255, 255, 255)',
      opacity: '1',
    });
  });
});
