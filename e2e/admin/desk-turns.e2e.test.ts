// Staff taking turns on one tab: the artist logs out of /admin and her helper signs in; he sees
// only his own answers, never what her screens had loaded. A file of its own, with its own shop:
// every sign-in counts against the shop's per-minute limit for one address and one account, which
// the access flows in desk-access.e2e.test.ts already use.
import { describe, expect, it } from 'vitest';
import { useAdminSite } from '../support/admin-site.ts';
import { openWatchedPage } from '../support/browser.ts';
import { DEMO } from './desk-support.ts';
import { submitLogin } from '../support/login.ts';

const desk = useAdminSite({ account: DEMO.superadmin });

describe('staff taking turns on one tab', () => {
  it('shows the helper nothing the artist had open once she logged out and he signed in', async () => {
    const { page, pageErrors } = await openWatchedPage(desk.browser);
    await page.goto(`${desk.site.url}/login`);
    await submitLogin(page, DEMO.superadmin);
    await page.waitForURL(`${desk.site.url}/admin`);
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await sections.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('table').getByText(DEMO.customer.email).waitFor();
    await sections.getByRole('link', { name: /^Orders/ }).click();
    const artistsOrder = await page.locator('.order-desk__number').first().textContent();
    expect(artistsOrder).toMatch(/^KA-/);

    // The admin area's own Logout, under its tabs (the header has one too).
    await page.locator('.admin-sidebar').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${desk.site.url}/login`);
    await submitLogin(page, DEMO.admin);
    await page.waitForURL(`${desk.site.url}/admin`);
    await page.getByRole('heading', { name: 'Blog Posts', level: 1 }).waitFor();
    expect(await sections.getByRole('link', { name: 'Users' }).count()).toBe(0);
    // The shop stops answering order reads: the helper's Orders tab can show only what the tab
    // still holds, and it holds nothing of the artist's.
    await page.route('**/api/orders**', (route) => route.abort());
    await sections.getByRole('link', { name: /^Orders/ }).click();
    await page.getByRole('alert').getByText('Could not load the orders').waitFor();
    expect(await page.locator('.order-desk__number').count()).toBe(0);
    expect(await page.getByText(artistsOrder!).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
