// Getting a parcel out of the door: the helper sees how many orders await payment from anywhere
// in the admin, opens one, copies the address for the label, prints the packing slip, confirms
// the moves that are hard to take back, and exports the filtered list for the books.
// Screenshots of the desk at phone and desktop widths in both themes, each scanned by axe.
import { readFileSync } from 'node:fs';
import type { AdminOrder, OrderDeskPage } from '@kawaii/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import {
  api,
  AXE_TIMEOUT_MS,
  deskShot,
  DEMO,
  openAdminTab,
  overflowingElements,
  placeOrder,
  productInStock,
  signedInPage,
  signIn,
  type Session,
} from './desk-support.ts';

const desk = useAdminSite();
let customer: Session;
let order: AdminOrder;

beforeAll(async () => {
  customer = await signIn(desk.site, DEMO.customer);
  order = await placeOrder(desk.site, customer, await productInStock(desk.site));
});

const awaitingPayment = async () =>
  (
    await api<OrderDeskPage>(desk.site, 'GET', '/orders?status=pending_payment&limit=1', {
      token: desk.admin.token,
    })
  ).counts.pending_payment;

async function openOrder(page: Page) {
  await openAdminTab(page, desk.site, 'orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderId);
  await page.getByRole('button', { name: new RegExp(`^${order.orderId}\\b`) }).click();
  const details = page.getByRole('article', { name: `Order ${order.orderId}` });
  await details.getByRole('heading', { name: 'Ship to' }).waitFor();
  return details;
}

describe('shipping an order from the desk', () => {
  it('badge, address copy, packing slip, confirmations and CSV export', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: desk.site.url,
    });
    // The badge is on the Orders tab from another tab.
    await openAdminTab(page, desk.site, 'blog');
    const ordersTab = page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Orders' });
    const waiting = await awaitingPayment();
    expect(waiting).toBeGreaterThan(0);
    await ordersTab.locator('.admin-sidebar__badge', { hasText: String(waiting) }).waitFor();
    expect(await ordersTab.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText(`${waiting} awaiting payment`).waitFor({ state: 'attached' });

    const details = await openOrder(page);
    const address = details.locator('.order-address');
    expect(await address.locator('span').allTextContents()).toEqual([
      customer.user.name,
      '221 Cherry Blossom Way',
      'Portland, OR 97205',
      'United States',
    ]);
    await details.getByRole('button', { name: 'Copy address' }).click();
    await details.getByText('Address copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${customer.user.name}\n221 Cherry Blossom Way\nPortland, OR 97205\nUnited States`,
    );

    // On paper only the packing slip shows: no prices, the address and what goes in the box.
    const slip = page.locator('.packing-slip');
    expect(await slip.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await slip.isVisible()).toBe(true);
    expect(await page.locator('#root').isVisible()).toBe(false);
    const slipText = (await slip.textContent()) ?? '';
    expect(slipText).toContain(`Order ${order.orderId}`);
    expect(slipText).toContain('221 Cherry Blossom Way');
    expect(slipText).toContain(order.items[0]!.title);
    expect(slipText).not.toContain('$');
    await page.screenshot({ path: deskShot('packing-slip-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // Paid asks first; Cancel in the dialog changes nothing.
    await details.getByRole('button', { name: 'Mark as paid' }).click();
    const confirmPaid = page.getByRole('dialog', { name: 'Mark as paid?' });
    await confirmPaid.getByText(`Mark order ${order.orderId} as paid?`, { exact: false }).waitFor();
    await confirmPaid.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirmPaid.waitFor({ state: 'hidden' });
    expect(
      (await api<AdminOrder>(desk.site, 'GET', `/orders/${order._id}`, { token: desk.admin.token }))
        .status,
    ).toBe('pending_payment');
    await details.getByRole('button', { name: 'Mark as paid' }).click();
    await confirmPaid.getByRole('button', { name: 'Yes, mark as paid' }).click();
    await details.getByText(`Order ${order.orderId} is now Paid.`).waitFor();

    await details
      .getByRole('textbox', { name: 'Tracking number' })
      .fill('9400 1000 0000 0000 0001');
    await details.getByRole('button', { name: 'Mark as shipped' }).click();
    await details.getByText(`Order ${order.orderId} is now Shipped.`).waitFor();
    await details.getByRole('button', { name: 'Mark as delivered' }).click();
    const confirmDelivered = page.getByRole('dialog', { name: 'Mark as delivered?' });
    await confirmDelivered.getByRole('button', { name: 'Yes, mark as delivered' }).click();
    await details.getByText(`Order ${order.orderId} is now Delivered.`).waitFor();

    // The export holds what the filter shows: this order, searched by its number.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain(order.orderId);
    expect(csv.trim().split('\n')).toHaveLength(2);
    expect([...consoleErrors, ...pageErrors], [...consoleErrors, ...pageErrors].join('\n')).toEqual(
      [],
    );
  });

  it(
    'looks right at 390 and 1280 px in both themes and passes axe',
    { timeout: AXE_TIMEOUT_MS * 4 },
    async () => {
      for (const theme of ['pink', 'blue'] as const) {
        for (const width of [390, 1280]) {
          const { page } = await signedInPage(desk.browser, desk.admin, { theme, width });
          await openOrder(page);
          expect(await overflowingElements(page, '.order-desk')).toBe(0);
          await page.screenshot({
            path: deskShot(`desk-shipping-${width}-${theme}.png`),
            fullPage: true,
          });
          if (width === 390) expect(await seriousAxeViolations(page)).toEqual([]);
          await page.close();
        }
      }
    },
  );
});
