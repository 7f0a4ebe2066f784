// Layaway in the browser: a guest buys the demo shop's made-to-order doll in three instalments
// (the schedule shown at checkout, to the cent), staff record the three Zelle transfers on the
// desk, the order ships once nothing is due, and the buyer's page shows every instalment paid.
import type { Product } from '@kawaii/shared';
import { describe, expect, it } from 'vitest';
import { visit } from '../browse/browse-support.ts';
import { signedInPage } from '../admin/desk-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { getJson } from '../support/api.ts';
import { openWatchedPage } from '../support/browser.ts';
import { cartPanel } from './shop-support.ts';
import {
  checkOutAsGuest,
  inToronto,
  markShipped,
  money,
  openOrderOnDesk,
  placeOrder,
  recordPayment,
} from './money-support.ts';

const shop = useAdminSite();

describe('layaway', () => {
  it('buys in three instalments, records three payments on the desk and ships', async () => {
    const { site, browser, admin } = shop;
    const products = await getJson<Product[]>(`${site.url}/api/shop`);
    const doll = products.find((product) => product.title === 'Custom Portrait Doll')!;
    // $180.00 of items ships free to Canada in the demo shop: three instalments of $60.00.
    const totalCents = Math.round(doll.price * 100);
    const parts = [totalCents / 3, totalCents / 3, totalCents / 3];

    const buyer = await openWatchedPage(browser);
    const { page } = buyer;
    await visit(page, `${site.url}/shop/${doll._id}`);
    await checkOutAsGuest(page, {
      name: 'Mei Layaway',
      email: 'mei@layaway.example',
      address: inToronto('Mei Layaway'),
    });

    const panel = cartPanel(page);
    await panel.getByRole('radio', { name: 'Pay in 3 instalments' }).check();
    const schedule = panel.getByRole('list', { name: 'Instalment schedule' });
    const lines = await schedule.getByRole('listitem').allInnerTexts();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Today\s+\$60\.00$/);
    for (const [index, line] of lines.entries()) expect(line).toContain(money(parts[index]!));
    await panel.getByText(/more than 7 days late/).waitFor();
    // The first instalment is what the buyer sends now.
    await panel.locator('.zelle__lead').getByText(money(parts[0]!)).waitFor();
    const { orderId, orderUrl } = await placeOrder(page);
    await page.getByRole('region', { name: 'Payment schedule' }).waitFor();

    // Staff record the three instalments; the order ships once nothing is due.
    const desk = await signedInPage(browser, admin);
    await desk.page.setViewportSize({ width: 1280, height: 900 });
    const details = await openOrderOnDesk(desk.page, site, orderId);
    await details.getByRole('region', { name: 'Payment schedule' }).waitFor();
    for (const [index, part] of parts.entries()) {
      await recordPayment(details, part, `ZL-LAY-${index + 1}`);
      const balance = totalCents - parts.slice(0, index + 1).reduce((sum, cent) => sum + cent, 0);
      await details.getByText(`Balance due: ${money(balance)}.`).waitFor();
    }
    await details.locator('.order-status--paid').first().waitFor();
    await markShipped(details, 'Canada Post', '7023 4211 8890 7777');
    await details.getByText(`Order ${orderId} is now Shipped.`).waitFor();

    // The buyer's page: every instalment paid, nothing due.
    await visit(page, orderUrl);
    const paid = page.getByRole('region', { name: 'Payment schedule' });
    await paid.waitFor();
    expect(await paid.locator('tbody tr').allInnerTexts()).toHaveLength(3);
    expect(await paid.innerText()).toContain(`Paid ${money(totalCents)} · Due $0.00`);
    expect(await paid.locator('tbody').innerText()).not.toContain('Due');
    expect([...buyer.consoleErrors, ...buyer.pageErrors]).toEqual([]);
  });
});
