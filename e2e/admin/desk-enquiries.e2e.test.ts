// A visitor falls for an artwork that is for sale and asks about it; the shop's contact email gets
// the question; the helper finds it in the admin Enquiries tab and marks it answered. Screenshots
// of the form and the tab at phone and desktop widths in both themes, each scanned by axe.
import type { Artwork, EmailPage } from '@kawaii/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { getJson } from '../support/api.ts';
import { openWatchedPage } from '../support/browser.ts';
import {
  api,
  AXE_TIMEOUT_MS,
  deskShot,
  DEMO,
  openAdminTab,
  overflowingElements,
  signedInPage,
  signIn,
} from './desk-support.ts';

const QUESTION = 'Hello! Is it framed, and could it travel to Toronto?\nThank you ♡';

const desk = useAdminSite();
let piece: Artwork;

beforeAll(async () => {
  const artworks = await getJson<Artwork[]>(`${desk.site.url}/api/artworks`);
  piece = artworks.find((artwork) => artwork.listingType === 'sale')!;
});

const piecePath = () => (piece.slug ? `/artwork/${piece.slug}` : `/artwork/id/${piece._id}`);

async function openEnquiryForm(page: Page) {
  await visit(page, `${desk.site.url}${piecePath()}`);
  await page.getByRole('button', { name: 'Ask about this piece' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask about this piece' });
  await dialog.getByLabel('Message').waitFor();
  return dialog;
}

/** The shop's notice of the question, once queued. */
async function shopNotice() {
  const subject = `A question about “${piece.title}”`;
  const { emails } = await api<EmailPage>(desk.site, 'GET', '/emails', { token: desk.admin.token });
  return emails.find((email) => email.subject === subject);
}

describe('asking about a piece for sale', () => {
  it('a visitor asks, the shop is emailed, staff mark it answered', async () => {
    const visitor = await openWatchedPage(desk.browser);
    const dialog = await openEnquiryForm(visitor.page);
    // Nothing is sent without a valid email.
    await dialog.getByLabel('Name').fill('Mia Chen');
    await dialog.getByLabel('Email').fill('mia-at-example');
    await dialog.getByLabel('Message').fill(QUESTION);
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await dialog.getByText('Enter a valid email address').waitFor();
    expect(await shopNotice()).toBeUndefined();

    await dialog.getByLabel('Email').fill('mia@example.test');
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await dialog.getByText('Thank you! Your question is on its way to the artist.').waitFor();
    expect(await dialog.textContent()).toContain('will write back to mia@example.test');
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    expect([...visitor.consoleErrors, ...visitor.pageErrors]).toEqual([]);

    const notice = await shopNotice();
    expect(notice?.to).toBe('hello@kawaii-atelier.example');

    const staff = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(staff.page, desk.site, 'enquiries');
    const card = staff.page.getByRole('article', { name: piece.title });
    await card.waitFor();
    expect(await card.locator('.enquiry-card__message').textContent()).toBe(QUESTION);
    expect(await card.getByRole('link', { name: 'mia@example.test' }).getAttribute('href')).toBe(
      'mailto:mia@example.test',
    );
    await staff.page.getByRole('button', { name: 'Open (1)' }).waitFor();
    await card.getByRole('button', { name: 'Mark as answered' }).click();
    await card.getByText(/^Answered by .+ on /).waitFor();
    await staff.page.getByRole('button', { name: 'Answered (1)' }).click();
    await staff.page.getByRole('article', { name: piece.title }).waitFor();
    expect(await staff.page.locator('.enquiry-status').first().textContent()).toBe('Answered');
    await staff.page.getByRole('button', { name: 'Open (0)' }).click();
    await staff.page.getByText('No open enquiries.', { exact: false }).waitFor();
    expect([...staff.consoleErrors, ...staff.pageErrors]).toEqual([]);
  });

  it(
    'looks right at 390 and 1280 px in both themes and passes axe',
    { timeout: AXE_TIMEOUT_MS * 4 },
    async () => {
      for (const theme of ['pink', 'blue'] as const) {
        for (const width of [390, 1280]) {
          const visitor = await signedInPage(desk.browser, await signIn(desk.site, DEMO.customer), {
            theme,
            width,
          });
          const dialog = await openEnquiryForm(visitor.page);
          // A signed-in customer finds their name and email filled in.
          expect(await dialog.getByLabel('Email').inputValue()).toBe(DEMO.customer.email);
          await dialog.getByRole('button', { name: 'Send question' }).click();
          await dialog.getByText('Message is required').waitFor();
          await visitor.page.screenshot({
            path: deskShot(`enquiry-form-${width}-${theme}.png`),
          });
          if (width === 390) expect(await seriousAxeViolations(visitor.page)).toEqual([]);
          await visitor.page.close();

          const staff = await signedInPage(desk.browser, desk.admin, { theme, width });
          await openAdminTab(staff.page, desk.site, 'enquiries');
          await staff.page.getByRole('button', { name: 'All (1)' }).click();
          await staff.page.locator('.enquiry-card').first().waitFor();
          expect(await overflowingElements(staff.page, '.enquiry-desk')).toBe(0);
          await staff.page.screenshot({
            path: deskShot(`enquiries-tab-${width}-${theme}.png`),
            fullPage: true,
          });
          if (width === 390) expect(await seriousAxeViolations(staff.page)).toEqual([]);
          await staff.page.close();
        }
      }
    },
  );
});
