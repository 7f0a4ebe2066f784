// A custom doll from request to delivery: a visitor asks on /commissions with a reference
// picture, the artist quotes in the admin's Commissions tab, the client accepts on their own
// page, approves the sketch, pays in two milestones, and follows the piece until it ships.

import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { openWatchedPage } from '../support/browser.ts';
import { api, openAdminTab, signedInPage } from '../admin/desk-support.ts';

const desk = useAdminSite();
const SCREENSHOTS = join(tmpdir(), 'kawaii-screenshots', 'commissions');

/** A picture of the demo shop's, as a visitor would attach one for reference. */
function referencePicture(): Buffer {
  const uploads = join(desk.site.dataDir, 'uploads');
  const name = readdirSync(uploads).find((file) => file.endsWith('.webp'))!;
  return readFileSync(join(uploads, name));
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await api(desk.site, 'PUT', '/commissions/settings', {
    token: desk.admin.token,
    body: {
      status: 'open',
      slots: 2,
      intro: 'Custom dolls made after your own character, one at a time.',
      terms: 'A 50% deposit starts the work; the balance is due before shipping.',
      stages: ['Sketch', 'Sculpt', 'Paint', 'Ready to ship'],
      quoteValidDays: 14,
      graceDays: 7,
    },
  });
});

/** How far the page is wider than the window: 0 when nothing sticks out. */
function overflowOf(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The admin's card of one commission, with its steps. */
function card(page: Page, number: number) {
  return page.locator('article.commission-card', { hasText: `#${number} ·` });
}

async function openStep(page: Page, number: number, title: string) {
  await card(page, number).locator('summary', { hasText: title }).click();
  return card(page, number).locator('details[open]');
}

/** The client's keyed page of the commission the first test follows, for the screenshots. */
let clientPage = '';

describe('a commission', () => {
  it('goes from request to shipped with two payments and an approved stage', async () => {
    const { page: visitor, pageErrors } = await openWatchedPage(desk.browser);
    await visitor.setViewportSize({ width: 390, height: 900 });
    await visitor.goto(`${desk.site.url}/commissions`, { waitUntil: 'networkidle' });
    await visitor.getByRole('heading', { name: /2 slots open/ }).waitFor();
    await visitor.getByLabel('Your name').fill('Mia Chen');
    await visitor.getByLabel('Email', { exact: true }).fill('mia@example.test');
    await visitor.getByLabel('What would you like?').fill('Suki: pink twin tails, a bunny hoodie.');
    await visitor.getByLabel('Size or type').selectOption('Doll 1/6 (YOSD)');
    await visitor.getByLabel('Budget from ($)').fill('300');
    await visitor.getByLabel('Budget up to ($)').fill('500');
    await visitor.getByLabel(/Reference pictures/).setInputFiles({
      name: 'suki.webp',
      mimeType: 'image/webp',
      buffer: referencePicture(),
    });
    await visitor.getByRole('button', { name: 'Send my request' }).click();
    // Sent without the terms: the form says so and nothing leaves.
    await visitor.getByText('Please read and accept the terms').waitFor();
    await visitor.getByLabel('I have read and accept the terms').check();
    await visitor.getByRole('button', { name: 'Send my request' }).click();
    const thanks = visitor.getByRole('status');
    await thanks.getByText(/Your request is in/).waitFor();
    const number = Number((await thanks.locator('strong').first().textContent())!.slice(1));
    await screenshot(visitor, 'request-sent-390');
    await visitor.getByRole('link', { name: 'Follow my request' }).click();
    await visitor.getByRole('heading', { name: `Commission #${number}` }).waitFor();
    clientPage = visitor.url();
    await visitor.getByText('Requested').first().waitFor();

    // The artist quotes 400: 200 on accepting, 200 once it is ready to ship.
    const { page: artist } = await signedInPage(desk.browser, desk.admin, { width: 1280 });
    await openAdminTab(artist, desk.site, 'commissions');
    const quote = await openStep(artist, number, 'Send a quote');
    await quote.getByLabel('Price ($)').fill('400');
    await quote.getByLabel('Timeline').fill('About ten weeks from the deposit');
    // Each milestone a share of the price: 50% and 50% of $400.
    await quote.getByLabel('Amount ($)').nth(0).fill('50%');
    await quote.getByLabel('Amount ($)').nth(1).fill('50%');
    await quote.getByText('$0.00 left to place').waitFor();
    await quote.getByLabel('Due').nth(1).selectOption('Ready to ship');
    await quote.getByRole('button', { name: 'Send the quote' }).click();
    await card(artist, number).getByText('Quoted', { exact: true }).waitFor();

    await visitor.reload({ waitUntil: 'networkidle' });
    await visitor.getByText('$400.00').first().waitFor();
    await visitor.getByRole('button', { name: 'Accept the quote' }).click();
    await visitor.getByText('Accepted', { exact: true }).waitFor();
    await visitor.getByText('$200.00').first().waitFor();

    // The deposit arrives; the sketch is posted for approval.
    await artist.reload({ waitUntil: 'networkidle' });
    const deposit = await openStep(artist, number, 'Record a payment');
    await deposit.getByLabel('Amount received ($)').fill('200');
    await deposit.getByLabel('Zelle reference (optional)').fill('ZELLE-DEPOSIT');
    await deposit.getByRole('button', { name: 'Record the payment' }).click();
    await card(artist, number)
      .getByText(/paid \$200\.00/)
      .waitFor();
    const sketch = await openStep(artist, number, 'Post a stage');
    await sketch.getByLabel('Note for the client').fill('First sketch of Suki');
    await sketch.getByLabel('Ask the client to approve this stage').check();
    await sketch.getByRole('button', { name: 'Post the stage' }).click();
    await card(artist, number).getByText('waiting for approval', { exact: false }).waitFor();

    await visitor.reload({ waitUntil: 'networkidle' });
    await visitor.getByText('First sketch of Suki').waitFor();
    await visitor.getByRole('button', { name: 'Approve this stage' }).click();
    await visitor.getByText(/You approved this stage/).waitFor();

    // Finished: the balance falls due, is paid, and the doll ships.
    await artist.reload({ waitUntil: 'networkidle' });
    const ready = await openStep(artist, number, 'Post a stage');
    await ready.getByRole('combobox', { name: /^Stage/ }).selectOption('Ready to ship');
    await ready.getByLabel('Note for the client').fill('Suki is finished!');
    await ready.getByRole('button', { name: 'Post the stage' }).click();
    await card(artist, number)
      .getByText(/\$200\.00 due now/)
      .waitFor();
    const balance = await openStep(artist, number, 'Record a payment');
    await balance.getByLabel('Amount received ($)').fill('200');
    await balance.getByRole('button', { name: 'Record the payment' }).click();
    await card(artist, number)
      .getByText(/still to pay \$0\.00/)
      .waitFor();
    await card(artist, number).getByRole('button', { name: 'Mark ready to ship' }).click();
    // Shipping makes an order with the address and the tracking, as the shop's orders ship.
    const ship = await openStep(artist, number, 'Ship');
    await ship.getByLabel('Country').selectOption('US');
    await ship.getByLabel('Address line 1').fill('12 Cherry Lane');
    await ship.getByLabel('City').fill('Portland');
    await ship.getByLabel('Postal code').fill('97201');
    await ship.getByLabel('Carrier').selectOption('USPS');
    await ship.getByLabel('Tracking number').fill('9400111899223856925131');
    await ship.getByRole('button', { name: 'Ship and send the tracking' }).click();
    await card(artist, number).getByText('Shipped', { exact: true }).waitFor();
    await card(artist, number)
      .getByText(/Shipped as order KA-\d+/)
      .waitFor();
    await screenshot(artist, 'admin-1280');

    await visitor.reload({ waitUntil: 'networkidle' });
    await visitor.getByText('Shipped', { exact: true }).waitFor();
    expect(await visitor.locator('.commission-quote__total').last().textContent()).toContain(
      '$0.00',
    );
    await visitor.getByRole('link', { name: '9400111899223856925131' }).waitFor();
    await screenshot(visitor, 'client-page-390');
    await visitor.getByRole('link', { name: /^order KA-\d+$/ }).click();
    await visitor.getByText('9400111899223856925131').first().waitFor();
    await visitor.getByText('12 Cherry Lane').first().waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('looks finished and passes axe at 390 and 1280 px in both themes', async () => {
    const pages = [
      { name: 'commissions', url: `${desk.site.url}/commissions`, ready: 'Send my request' },
      { name: 'client-page', url: clientPage, ready: null },
    ];
    for (const theme of ['pink', 'blue'] as const) {
      for (const width of [390, 1280]) {
        for (const shown of pages) {
          const { page } = await openWatchedPage(desk.browser);
          await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
          await page.setViewportSize({ width, height: 900 });
          await page.goto(shown.url, { waitUntil: 'networkidle' });
          if (shown.ready) await page.getByRole('button', { name: shown.ready }).waitFor();
          else await page.getByRole('heading', { name: /^Commission #\d+$/ }).waitFor();
          expect(await overflowOf(page), shown.name).toBe(0);
          // axe once a theme (its colours), at the phone width where most can go wrong.
          if (width === 390) expect(await seriousAxeViolations(page)).toEqual([]);
          await screenshot(page, `${shown.name}-${theme}-${width}`);
          await page.close();
        }
        // The artist's queue, with its settings open.
        const { page: desk2 } = await signedInPage(desk.browser, desk.admin, { theme, width });
        await openAdminTab(desk2, desk.site, 'commissions');
        await desk2.locator('summary', { hasText: 'Commission settings' }).click();
        await desk2.getByLabel('Stages, one a line').waitFor();
        expect(await overflowOf(desk2), 'admin queue').toBe(0);
        if (width === 390) expect(await seriousAxeViolations(desk2)).toEqual([]);
        await screenshot(desk2, `admin-queue-${theme}-${width}`);
        await desk2.close();
      }
    }
  });

  it('lets the artist change the commission settings on the desk', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin, { width: 1280 });
    await openAdminTab(page, desk.site, 'commissions');
    await page.locator('summary', { hasText: 'Commission settings' }).click();
    await page
      .locator('.commission-desk__settings')
      .getByRole('combobox')
      .first()
      .selectOption('waitlist');
    await page.getByLabel('Stages, one a line').fill('Sketch\nSculpt\nPaint\nReady to ship');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    const saved = await api<{ status: string; stages: string[] }>(
      desk.site,
      'GET',
      '/commissions/settings',
      { token: desk.admin.token },
    );
    expect(saved.status).toBe('waitlist');
    await page.goto(`${desk.site.url}/commissions`, { waitUntil: 'networkidle' });
    await page
      .getByText(/join the waitlist/)
      .first()
      .waitFor();
    await page.close();
  });
});
