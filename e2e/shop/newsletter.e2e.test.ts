// A visitor signs up for the newsletter in the footer, confirms from the mail that reaches a real
// SMTP server, gets the artist's campaign (written and sent from the admin Newsletter tab, with the
// one-click unsubscribe headers) and leaves with the mail's own unsubscribe link, no sign-in.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '../../api/src/test/smtp-sink.ts';
import { visit } from '../browse/browse-support.ts';
import { DEMO, openAdminTab, signedInPage, signIn, type Session } from '../admin/desk-support.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';

let sink: SmtpSink;
let site: Site;
let browser: Browser;
let artist: Session;

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
    const which = editor.getByRole('combobox', { name: 'Which one' });
    await which.click();
    const firstMatch = editor
      .getByRole('listbox', { name: 'Which one' })
      .getByRole('option')
      .first();
    await firstMatch.waitFor();
    const cardTitle = (await firstMatch.locator('.record-picker__name').textContent())!;
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
});
