// The artist reads the shop's mail: with no mail server configured (the embedded default) every
// message the shop writes is still kept, on disk and in the admin Emails tab, exactly as the
// buyer would get it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { EmailMessage, EmailPage } from '@kawaii/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { openWatchedPage } from '../support/browser.ts';
import {
  api,
  DEMO,
  openAdminTab,
  overflowingElements,
  placeOrder,
  productInStock,
  signedInPage,
  signIn,
  type Session,
} from './desk-support.ts';

const AXE_TIMEOUT_MS = 120_000;

const desk = useAdminSite();
let customer: Session;

beforeAll(async () => {
  customer = await signIn(desk.site, DEMO.customer);
});

/** The order's confirmation once the sender has stored it. */
async function storedConfirmation(orderId: string) {
  const subject = `We received your order ${orderId}`;
  const stored = async () => {
    const { emails } = await api<EmailPage>(desk.site, 'GET', '/emails', {
      token: desk.admin.token,
    });
    return emails.find((email) => email.subject === subject && email.status === 'stored') ?? null;
  };
  // The sender stores it soon after the order; on a busy machine soon can be seconds.
  await expect
    .poll(stored, { timeout: 60_000, message: `"${subject}" was never stored` })
    .not.toBeNull();
  return (await stored())!;
}

describe('the Emails tab', () => {
  it("keeps the buyer's order confirmation and shows it as the buyer sees it", async () => {
    const order = await placeOrder(desk.site, customer, await productInStock(desk.site));
    const email = await storedConfirmation(order.orderId);
    expect(email.to).toBe(DEMO.customer.email);
    expect(existsSync(join(desk.site.dataDir, 'mail', `${email._id}.eml`))).toBe(true);

    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(page, desk.site, 'emails');
    const row = page.getByRole('button', { name: new RegExp(`your order ${order.orderId}`) });
    expect(await row.textContent()).toContain(DEMO.customer.email);
    expect(await row.textContent()).toContain('Stored');
    await row.click();

    const preview = page.getByRole('article', { name: `We received your order ${order.orderId}` });
    await preview.getByText(/kept on the server as an \.eml file/).waitFor();
    const message = page.frameLocator('.email-preview__frame');
    await message.getByRole('heading', { name: /Thank you for your order/ }).waitFor();
    await message.getByText('How to pay with Zelle').waitFor();
    await preview.getByText('Plain-text version').click();
    expect(await preview.locator('pre').textContent()).toContain(
      `include your name and ${order.orderId} in the memo`,
    );
    expect([...consoleErrors, ...pageErrors], [...consoleErrors, ...pageErrors].join('\n')).toEqual(
      [],
    );
  });

  it('fits a phone and passes axe in both themes', { timeout: AXE_TIMEOUT_MS * 2 }, async () => {
    for (const theme of ['pink', 'blue'] as const) {
      const { page } = await signedInPage(desk.browser, desk.admin, { theme, width: 390 });
      await openAdminTab(page, desk.site, 'emails');
      await page.locator('.desk-row').first().click();
      await page.frameLocator('.email-preview__frame').getByRole('heading').first().waitFor();
      expect(await overflowingElements(page, '.email-desk')).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    }
  });

  // The preview's frame runs no scripts, so the scan above cannot enter it: the stored mail is
  // checked as a page of its own, as a mail app that shows HTML would render it.
  it("a stored mail's own markup passes axe", { timeout: AXE_TIMEOUT_MS }, async () => {
    const { emails } = await api<EmailPage>(desk.site, 'GET', '/emails', {
      token: desk.admin.token,
    });
    const message = await api<EmailMessage>(desk.site, 'GET', `/emails/${emails[0]!._id}`, {
      token: desk.admin.token,
    });
    const { page } = await openWatchedPage(desk.browser);
    await page.setContent(message.html);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
