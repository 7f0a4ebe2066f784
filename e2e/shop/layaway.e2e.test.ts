// Layaway in the browser: a guest buys the demo shop's made-to-order doll in three instalments
// (the schedule shown at checkout, to the cent), staff record the three Zelle transfers on the
// desk, the order ships once nothing is due, and the buyer's page shows every instalment paid.
import type { Product, ShippingAddress } from '@kawaii/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../browse/browse-support.ts';
import { DEMO, openAdminTab, signedInPage, signIn, type Session } from '../admin/desk-support.ts';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { cartPanel, fillCheckout, openCart } from './shop-support.ts';

const TORONTO: ShippingAddress = {
  name: 'Mei Layaway',
  line1: '12 Maple Street',
  line2: '',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5V 2T6',
  country: 'CA',
};

let site: Site;
let browser: Browser;
let admin: Session;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  admin = await signIn(site, DEMO.admin);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const money = (amountCents: number) => `$${(amountCents / 100).toFixed(2)}`;

describe('layaway', () => {
  it('buys in three instalments, records three payments on the desk and ships', async () => {
    const products = await getJson<Product[]>(`${site.url}/api/shop`);
    const doll = products.find((product) => product.title === 'Custom Portrait Doll')!;
    // $180.00 of items ships free to Canada in the demo shop: three instalments of $60.00.
    const totalCents = Math.round(doll.price * 100);
    const parts = [totalCents / 3, totalCents / 3, totalCents / 3];

    const buyer = await openWatchedPage(browser);
    const { page } = buyer;
    await visit(page, `${site.url}/shop/${doll._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await openCart(page);
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    await fillCheckout(page, {
      name: 'Mei Layaway',
      email: 'mei@layaway.example',
      address: TORONTO,
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
    await panel.getByRole('button', { name: 'Place Order' }).click();
    await panel.getByText('Thank You for Your Order!').waitFor();
    const orderId = (await panel.locator('.order-success__number strong').innerText()).trim();
    await page.waitForURL(new RegExp(`/order/${orderId}\\?key=`));
    const orderUrl = page.url();
    await page.getByRole('region', { name: 'Payment schedule' }).waitFor();

    // Staff record the three instalments; the order ships once nothing is due.
    const desk = await signedInPage(browser, admin);
    await desk.page.setViewportSize({ width: 1280, height: 900 });
    await openAdminTab(desk.page, site, 'orders');
    const row = desk.page.getByRole('button', { name: new RegExp(`^${orderId}\\b`) });
    await row.waitFor({ timeout: 30_000 });
    await row.click();
    const details = desk.page.getByRole('article', { name: `Order ${orderId}` });
    await details.getByRole('region', { name: 'Payment schedule' }).waitFor();
    for (const [index, part] of parts.entries()) {
      await details.getByLabel('Amount received ($)').fill((part / 100).toFixed(2));
      await details.getByLabel(/Zelle reference/).fill(`ZL-LAY-${index + 1}`);
      await details.getByRole('button', { name: 'Record payment' }).click();
      const balance = totalCents - parts.slice(0, index + 1).reduce((sum, cent) => sum + cent, 0);
      await details.getByText(`Balance due: ${money(balance)}.`).waitFor();
    }
    await details.locator('.order-status--paid').first().waitFor();
    await details.getByLabel('Carrier').selectOption('Canada Post');
    await details.getByLabel('Tracking number').fill('7023 4211 8890 7777');
    await details.getByRole('button', { name: 'Mark as shipped' }).click();
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
