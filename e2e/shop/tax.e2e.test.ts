// Sales tax in the browser: staff set a California rate in Settings, a guest in Los Angeles sees
// the tax line at checkout once the address says where, buys, and finds the tax on the order page;
// staff see it on the desk and in the Reports tab, and download the report as CSV.
import { readFileSync } from 'node:fs';
import type { Product } from '@kawaii/shared';
import { describe, expect, it } from 'vitest';
import { visit } from '../browse/browse-support.ts';
import { openAdminTab, signedInPage } from '../admin/desk-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { getJson } from '../support/api.ts';
import { openWatchedPage } from '../support/browser.ts';
import { cartPanel } from './shop-support.ts';
import {
  cents,
  checkOutAsGuest,
  inLosAngeles,
  money,
  openOrderOnDesk,
  placeOrder,
  recordPayment,
  showReportByRegion,
} from './money-support.ts';

const shop = useAdminSite();

/** 7.25 % of the items, half-up to the cent, in integers. */
const californiaTax = (itemsCents: number) => Math.floor((itemsCents * 725 * 2 + 10_000) / 20_000);

describe('sales tax from Settings to the order desk', () => {
  it('sets a rate, buys with the tax shown at checkout, and finds it on the order, the desk and the report', async () => {
    const { site, browser, admin } = shop;
    // Staff turn tax on with a California rate.
    const desk = await signedInPage(browser, admin, { width: 1280 });
    await openAdminTab(desk.page, site, 'settings');
    const taxes = desk.page.getByRole('group', { name: 'Taxes' });
    await taxes.getByLabel('Charge tax').check();
    await taxes.getByRole('button', { name: '+ Add a tax rate' }).click();
    const rate = taxes.getByRole('group', { name: 'Tax rate 1' });
    await rate.getByLabel('Country').selectOption('US');
    await rate.getByLabel('State').selectOption('CA');
    await rate.getByLabel('Rate (%)').fill('7.25');
    await rate.getByLabel('Tax name').fill('Sales tax');
    await desk.page.getByRole('button', { name: 'Save Settings' }).click();
    await desk.page.getByText('Settings saved').waitFor();

    const products = await getJson<Product[]>(`${site.url}/api/shop`);
    const product = products.find(
      (candidate) =>
        candidate.stock > 0 && !candidate.discountPrice && (candidate.variants ?? []).length === 0,
    )!;
    const itemsCents = cents(product.price);
    const taxCents = californiaTax(itemsCents);
    // The demo ships in the US for $6, free from $75 of items; shipping is not taxed.
    const shippingCents = itemsCents >= 7500 ? 0 : 600;
    const totalCents = itemsCents + shippingCents + taxCents;

    const buyer = await openWatchedPage(browser);
    const { page } = buyer;
    await page.setViewportSize({ width: 390, height: 900 });
    await visit(page, `${site.url}/shop/${product._id}`);
    await checkOutAsGuest(page, {
      name: 'Ana Guest',
      email: 'ana@tax.example',
      address: inLosAngeles('Ana Guest', 'Narnia'),
    });
    const panel = cartPanel(page);
    // A state the rates cannot place: the checkout says so before anything is sent.
    await panel
      .getByText('Enter a valid state for United States so the tax can be worked out.')
      .waitFor();
    await panel.getByLabel(/^State \/ region/).fill('California');
    const taxRow = panel.locator('.cart-sums [data-row="tax"]');
    await taxRow.getByText('Sales tax').waitFor();
    expect(await taxRow.innerText()).toContain(money(taxCents));
    expect(await panel.locator('.cart-total').innerText()).toContain(money(totalCents));
    const { orderId } = await placeOrder(page);

    // The buyer's order page shows the tax line and the total with it.
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    const totals = await page.locator('.order-page__totals').innerText();
    expect(totals).toMatch(new RegExp(`Sales tax\\s+\\${money(taxCents)}`));
    expect(totals).toContain(money(totalCents));
    expect([...buyer.consoleErrors, ...buyer.pageErrors]).toEqual([]);

    // The desk shows it too.
    const details = await openOrderOnDesk(desk.page, site, orderId);
    const deskTax = details.locator('[data-row="tax"]');
    await deskTax.first().waitFor();
    expect(await details.innerText()).toMatch(new RegExp(`Sales tax\\s+\\${money(taxCents)}`));

    // Paid, it counts in the report: California's row holds its tax; the CSV says the same.
    await recordPayment(details, totalCents);
    await details.locator('.order-status--paid').first().waitFor();
    const california = await showReportByRegion(desk.page, site);
    expect(await california.innerText()).toContain(money(taxCents));
    const download = desk.page.waitForEvent('download');
    await desk.page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sales-by-region-.*\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain(`"California, United States","US-CA","1"`);
    expect(csv).toContain(`"${(taxCents / 100).toFixed(2)}"`);
  });
});
