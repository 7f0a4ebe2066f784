// The artist and the helper keep the shop's settings current: a new Zelle payee (the artist's
// call alone) and about text reach the site, the 2000-point reward item chosen by searching the
// products reaches the customers' Rewards tab,
// and a save made over someone else's newer change asks what to keep instead of losing either.
// The artist also sees how her backups stand there; the helper does not.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Product, ShopSettings } from '@kawaii/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { renderedMarkup } from '../support/html.ts';
import { pickBySearch } from '../support/record-picker.ts';
import {
  api,
  AXE_TIMEOUT_MS,
  deskShot,
  DEMO,
  openAdminTab,
  overflowingElements,
  signedInPage,
  signIn,
  type Session,
} from './desk-support.ts';

const desk = useAdminSite();
let artist: Session;

beforeAll(async () => {
  artist = await signIn(desk.site, DEMO.superadmin);
});

const settingsNow = () => api<ShopSettings>(desk.site, 'GET', '/settings');

/** Another admin's save, made while the page still shows the older version. */
async function changeElsewhere(change: Partial<ShopSettings>): Promise<ShopSettings> {
  const { updatedAt: _updatedAt, ...current } = await settingsNow();
  return api<ShopSettings>(desk.site, 'PUT', '/settings', {
    token: desk.admin.token,
    body: { ...current, ...change },
  });
}

async function openSettings(page: Page): Promise<void> {
  await openAdminTab(page, desk.site, 'settings');
  await page.getByRole('button', { name: 'Save Settings' }).waitFor();
}

describe('shop settings', () => {
  it('saves a new Zelle payee and about text, which the shop then shows', async () => {
    // Customers pay whoever the Zelle details name: only the superadmin changes them.
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, artist);
    await openSettings(page);
    expect(await page.getByLabel('Shop name').inputValue()).toBe('Kawaii Atelier');
    expect(await page.getByLabel('Zelle phone').inputValue()).toBe('(555) 010-2026');

    await page.getByLabel('Zelle payee name').fill('Momo Sakura Studio');
    await page.getByLabel(/^About text/).fill('Tiny dolls, sewn by hand in a sunny studio.');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();

    const saved = await settingsNow();
    expect(saved.zelle).toEqual({ phone: '(555) 010-2026', name: 'Momo Sakura Studio' });
    const home = renderedMarkup(await (await fetch(`${desk.site.url}/`)).text());
    expect(home).toContain('Tiny dolls, sewn by hand in a sunny studio.');
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });

  it('adds a shipping zone and a shorter unpaid-order time, both still there after a reload', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin, {
      theme: 'pink',
      width: 1280,
    });
    await openSettings(page);
    expect(await page.getByLabel('Unpaid orders expire after (hours)').inputValue()).toBe('72');
    await page.getByRole('group', { name: 'Shipping zone: Canada' }).waitFor();

    await page.getByRole('button', { name: '+ Add a zone' }).click();
    const zone = page.getByRole('group', { name: 'Shipping zone: Zone 4' });
    // A blank zone is refused beside its own fields, and nothing is saved.
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await zone.getByText('Zone name is required').waitFor();
    await zone.getByText('Rate must be a number').waitFor();

    await zone.getByLabel('Zone name', { exact: true }).fill('Japan & Korea');
    const named = page.getByRole('group', { name: 'Shipping zone: Japan & Korea' });
    await named.getByLabel('Countries', { exact: true }).selectOption(['JP', 'KR']);
    await named.getByLabel('Flat rate ($)').fill('9.5');
    await named.getByLabel(/^Free shipping over/).fill('100');
    await named.getByLabel(/^Delivery estimate/).fill('7-12 business days');
    await page.getByLabel('Unpaid orders expire after (hours)').fill('48');
    await page.screenshot({ path: deskShot('settings-zones-1280-pink.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();

    const saved = await settingsNow();
    expect(saved.unpaidOrderHours).toBe(48);
    expect(saved.shippingZones.map((zone) => zone.name)).toEqual([
      'United States',
      'Canada',
      'Rest of the world',
      'Japan & Korea',
    ]);
    expect(saved.shippingZones[3]).toMatchObject({
      countries: ['JP', 'KR'],
      rateCents: 950,
      freeOverCents: 10000,
      estimate: '7-12 business days',
    });

    await page.reload();
    await page.getByRole('button', { name: 'Save Settings' }).waitFor();
    const reloaded = page.getByRole('group', { name: 'Shipping zone: Japan & Korea' });
    expect(await reloaded.getByLabel('Flat rate ($)').inputValue()).toBe('9.50');
    expect(
      await reloaded
        .getByLabel('Countries', { exact: true })
        .evaluate((select: HTMLSelectElement) =>
          Array.from(select.selectedOptions, (option) => option.value),
        ),
    ).toEqual(['JP', 'KR']);
    expect(await page.getByLabel('Unpaid orders expire after (hours)').inputValue()).toBe('48');
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });

  it("offers the reward item picked from the products on the customers' Rewards tab", async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openSettings(page);
    const label = 'Exclusive reward item';
    const field = page
      .locator('.record-picker')
      .filter({ has: page.getByRole('combobox', { name: label }) });
    // The demo shop gives the Star Girl Mini Doll; the sheep, found by part of its name, replaces it.
    await field.getByRole('button', { name: 'Remove Star Girl Mini Doll' }).waitFor();
    const products = await api<Product[]>(desk.site, 'GET', '/shop');
    const sheep = products.find((product) => product.title === 'Cloud Sheep Cuddle Doll')!;
    await pickBySearch(field, label, 'cloud sheep', sheep.title, 'click');
    await field.getByRole('button', { name: `Remove ${sheep.title}` }).waitFor();
    expect(await field.getByRole('button', { name: /^Remove / }).count()).toBe(1);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    expect((await settingsNow()).rewardItemProductId).toBe(sheep._id);

    const customer = await signedInPage(desk.browser, await signIn(desk.site, DEMO.customer));
    await customer.page.goto(`${desk.site.url}/dashboard/rewards`);
    const exclusive = customer.page
      .locator('.redeem-option')
      .filter({ has: customer.page.getByText('Exclusive Item', { exact: true }) });
    await exclusive.getByText(`One ${sheep.title}, free with your next order`).waitFor();
    expect([
      ...consoleErrors,
      ...pageErrors,
      ...customer.consoleErrors,
      ...customer.pageErrors,
    ]).toEqual([]);
  });

  it("shows the schema's message beside a wrong field and saves nothing", async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openSettings(page);
    const before = await settingsNow();
    await page.getByLabel('Contact email').fill('not an email');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    expect(await page.getByLabel('Contact email').getAttribute('aria-invalid')).toBe('true');
    expect((await settingsNow()).version).toBe(before.version);
  });

  it(
    'asks what to keep on a stale save: keeping mine overwrites theirs',
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin);
      await openSettings(page);
      const myAbout = await page.getByLabel(/^About text/).inputValue();
      await changeElsewhere({ aboutText: 'Changed in another tab.' });

      await page.getByLabel('Instagram').fill('@momo.dolls');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'This item was changed somewhere else' });
      await dialog.waitFor();
      const fields = dialog.getByRole('list', { name: 'Fields that differ' });
      expect(await fields.getByRole('heading').allTextContents()).toEqual([
        'About text',
        'Instagram',
      ]);
      expect(await fields.textContent()).toContain('Changed in another tab.');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Keep mine and overwrite' }).click();
      await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
      const saved = await settingsNow();
      expect(saved.social.instagram).toBe('@momo.dolls');
      expect(saved.aboutText).toBe(myAbout);
    },
    AXE_TIMEOUT_MS,
  );

  it('asks again after Cancel, and loading theirs replaces the form', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openSettings(page);
    const theirs = await changeElsewhere({ aboutText: 'Their newer words.' });

    await page.getByLabel('TikTok').fill('@momo.sews');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'This item was changed somewhere else' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('TikTok').inputValue()).toBe('@momo.sews');

    await page.getByRole('button', { name: 'Save Settings' }).click();
    await dialog.getByRole('button', { name: 'Load their version' }).click();
    await page.getByRole('status').filter({ hasText: 'Loaded the saved settings' }).waitFor();
    expect(await page.getByLabel(/^About text/).inputValue()).toBe('Their newer words.');
    expect(await page.getByLabel('TikTok').inputValue()).toBe(theirs.social.tiktok);

    await page.getByLabel('YouTube').fill('@momo.videos');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    const saved = await settingsNow();
    expect(saved.aboutText).toBe('Their newer words.');
    expect(saved.social.youtube).toBe('@momo.videos');
  });
});

describe('backups in Settings', () => {
  it(
    'shows the artist when her last backup was taken and what to do; the helper sees none of it',
    async () => {
      const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, artist);
      await openSettings(page);
      const panel = page.getByRole('region', { name: 'Backups' });
      await panel.getByText('Last backup: none yet').waitFor();
      await panel
        .getByText('No backup has been taken yet. The first runs daily at 03:30;', { exact: false })
        .waitFor();

      // `npm run backup` on the server, while the shop runs: a set taken and checked now.
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'api/src/cli/backup.ts', 'backup'],
        {
          cwd: resolve(import.meta.dirname, '../..'),
          env: { ...process.env, DATA_DIR: desk.site.dataDir },
        },
      );
      await page.reload();
      await panel
        .getByText(/Last backup: .+ \((just now|1 minute ago)\) · checked · on this server only$/)
        .waitFor();
      await panel
        .getByRole('list', { name: 'Backup warnings' })
        .getByText('No copy leaves the server', { exact: false })
        .waitFor();
      expect(await panel.textContent()).toContain('Schedule: daily at 03:30');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect([...consoleErrors, ...pageErrors]).toEqual([]);

      const helper = await signedInPage(desk.browser, desk.admin);
      await openSettings(helper.page);
      expect(await helper.page.getByRole('region', { name: 'Backups' }).count()).toBe(0);
    },
    AXE_TIMEOUT_MS,
  );
});

describe.each([
  ['pink', 1280],
  ['blue', 1280],
  ['pink', 390],
  ['blue', 390],
] as const)('settings in the %s theme at %i px', (theme, width) => {
  it(
    'pass axe and need no sideways scrolling',
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin, { theme, width });
      await openSettings(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await overflowingElements(page, '.admin-app')).toBe(0);
    },
    AXE_TIMEOUT_MS,
  );
});
