// A visitor signs up for the newsletter in the footer, confirms from the mail that reaches a real
// SMTP server, gets the artist's campaign (written and sent from the admin Newsletter tab, with the
// one-click unsubscribe headers) and leaves with the mail's own unsubscribe link, no sign-in.
// The footer's form is in the server's page: it works without scripts (the server signs up and
// sends the visitor back to the page with the outcome), keeps what was typed before the scripts
// ran, and the footer does not move when they do.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '../../api/src/test/smtp-sink.ts';
import { visit } from '../browse/browse-support.ts';
import { DEMO, openAdminTab, signedInPage, signIn, type Session } from '../admin/desk-support.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { firstPickerMatch } from '../support/record-picker.ts';
import { startSite, type Site } from '../support/site.ts';

let sink: SmtpSink;
let site: Site;
let browser: Browser;
let artist: Session;

const SHOTS =
  process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'newsletter-shots');

beforeAll(async () => {
  sink = await startSmtpSink();
  site = await startSite({
    env: { SMTP_URL: sink.url, MAIL_FROM: 'shop@kawaii.example', NEWSLETTER_BATCH_MS: '200' },
  });
  browser = await launchChromium();
  artist = await signIn(site, DEMO.superadmin);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await sink?.close();
});

async function mailTo(to: string, subject: RegExp): Promise<SinkMessage> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = sink.messages.find(
      (message) => message.to.includes(to) && subject.test(message.subject),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No email "${String(subject)}" reached ${to}`);
}

/** The link in a mail's text that starts with `path`, moved onto the test's site. */
function linkIn(message: SinkMessage, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path}\\?token=[\\w-]+)`).exec(message.text);
  if (!match) throw new Error(`No ${path} link in "${message.subject}"`);
  return `${site.url}${match[1]}`;
}

const unfoldedHead = (message: SinkMessage) =>
  message.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');

describe('the newsletter', () => {
  it('subscribe, confirm, receive a campaign, unsubscribe', { timeout: 180_000 }, async () => {
    const { page } = await openWatchedPage(browser);
    await visit(page, `${site.url}/portfolio`);
    const footer = page.locator('footer');
    await footer.getByLabel('Your email').fill('mika@example.test');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => footer.getByRole('status').textContent()).toContain('Check your inbox');

    const confirmation = await mailTo('mika@example.test', /confirm your subscription/i);
    await visit(page, linkIn(confirmation, '/newsletter/confirm'));
    await page.getByRole('heading', { name: 'You’re subscribed!' }).waitFor();

    // The artist writes the campaign in the Newsletter tab and sends it.
    const desk = await signedInPage(browser, artist);
    await openAdminTab(desk.page, site, 'newsletter');
    await desk.page.getByRole('button', { name: 'New campaign' }).click();
    const editor = desk.page.getByRole('form', { name: 'Campaign' });
    await editor.getByLabel('Subject').fill('The winter dolls are here');
    await editor.getByLabel('Letter').fill('Hello friends!\n\nFive new dolls, this Friday.');
    await editor.getByLabel('Kind of card').selectOption('product');
    // The card's product, picked with the keyboard from the first page of matches.
    const { box: which, name: cardTitle } = await firstPickerMatch(editor, 'Which one');
    await which.press('ArrowDown');
    await which.press('Enter');
    await editor.getByRole('button', { name: `Remove ${cardTitle}` }).waitFor();
    await editor.getByRole('button', { name: 'Add card' }).click();
    await editor.locator('.campaign-editor__block-list').getByText(cardTitle).waitFor();
    desk.page.once('dialog', (dialog) => void dialog.accept());
    await editor.getByRole('button', { name: 'Send now' }).click();
    await desk.page.getByRole('heading', { name: 'The winter dolls are here' }).waitFor();

    const campaign = await mailTo('mika@example.test', /^The winter dolls are here$/);
    expect(campaign.text).toContain('Five new dolls, this Friday.');
    const head = unfoldedHead(campaign);
    expect(head).toMatch(
      /List-Unsubscribe: <https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w-]+>/,
    );
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await expect
      .poll(async () => (await desk.page.locator('.campaign-card').first().textContent()) ?? '')
      .toMatch(/Sent to\s*1\s*of 1/);

    // The visible link: one click on the page, no sign-in.
    await visit(page, linkIn(campaign, '/newsletter/unsubscribe'));
    await page.getByText('mi***@example.test').waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You’re unsubscribed' }).waitFor();

    await openAdminTab(desk.page, site, 'newsletter');
    await desk.page.getByRole('button', { name: /Unsubscribed \(1\)/ }).click();
    await desk.page.getByRole('cell', { name: 'mika@example.test' }).waitFor();
  });

  it('without scripts: a bad address comes back beside its field, a good one is sent the confirmation', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/blog?tag=dolls`);
    const footer = page.locator('footer');
    const field = footer.getByLabel('Your email');
    await footerShots(page, 'before');

    // The browser lets this one through (it has an @); the shop's rule does not.
    await field.fill('mika@localhost');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/newsletter=invalid/);
    expect(new URL(page.url()).pathname).toBe('/blog');
    expect(new URL(page.url()).searchParams.get('tag')).toBe('dolls');
    expect(await footer.getByRole('alert').textContent()).toBe('Enter a valid email address');
    expect(await field.inputValue()).toBe('mika@localhost');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await footerShots(page, 'refused');

    await field.fill('nojs@example.test');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/newsletter=sent/);
    expect(await footer.getByRole('status').textContent()).toContain(
      'Almost there! Check your inbox and click the link in our email to confirm.',
    );
    await footerShots(page, 'sent');
    const confirmation = await mailTo('nojs@example.test', /confirm your subscription/i);
    expect(confirmation.text).toContain('/newsletter/confirm?token=');
    await context.close();
  });

  it('with scripts: the footer keeps its size and what was typed; a tap before they run is honoured', async () => {
    // The page's scripts wait until the test lets them through: until then the server's HTML is
    // all there is, as on a slow phone.
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${site.url}/portfolio`, { waitUntil: 'domcontentloaded' });
    const footer = page.locator('footer');
    const served = await footerHeight(page);
    const field = footer.getByLabel('Your email');
    await field.fill('early@example.test');
    expect(await page.locator('#root[data-hydrated]').count()).toBe(0);

    release();
    await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
    await page.evaluate(() => document.fonts.ready);
    expect(await footerHeight(page)).toBe(served);
    expect(await field.inputValue()).toBe('early@example.test');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);

    // Running, the form sends the JSON call and answers in place, as it always has.
    const call = page.waitForRequest('**/api/newsletter/subscribe');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect((await call).postDataJSON()).toEqual({
      email: 'early@example.test',
      source: 'footer',
      page: '/portfolio',
    });
    await expect.poll(() => footer.getByRole('status').textContent()).toContain('Check your inbox');
    expect(new URL(page.url()).search).toBe('');
    await mailTo('early@example.test', /confirm your subscription/i);
    expect([...consoleErrors, ...pageErrors]).toEqual([]);

    // Sent before the scripts ran: it goes as the plain form, and the page says so.
    const { page: sleepy } = await openWatchedPage(browser);
    await sleepy.route(/\/assets\/[^?]+\.js$/, () => undefined);
    await sleepy.goto(`${site.url}/shop`, { waitUntil: 'domcontentloaded' });
    await sleepy.locator('footer').getByLabel('Your email').fill('tapped@example.test');
    await sleepy.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
    await sleepy.waitForURL(/\/shop\?newsletter=sent#newsletter$/);
    await sleepy.locator('footer').getByRole('status').waitFor();
    await mailTo('tapped@example.test', /confirm your subscription/i);
    await page.context().close();
    await sleepy.context().close();
  });
});

/** The footer's height in whole pixels, once every web font the page asked for is in. */
async function footerHeight(page: Page): Promise<number> {
  await page.evaluate(() => document.fonts.ready);
  const box = await page.locator('footer').boundingBox();
  return Math.round(box!.height);
}

/** The footer photographed at a phone's and a laptop's width, in both themes. */
async function footerShots(page: Page, step: string): Promise<void> {
  for (const theme of ['pink', 'blue']) {
    await page.locator('html').evaluate((html, name) => (html.dataset['theme'] = name), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page
        .locator('footer')
        .screenshot({ path: join(SHOTS, `footer-${step}-${width}-${theme}.png`) });
    }
  }
  await page.locator('html').evaluate((html) => (html.dataset['theme'] = 'pink'));
  await page.setViewportSize({ width: 390, height: 844 });
}
