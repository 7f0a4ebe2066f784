// Sales tax in the browser: staff set a California rate in Settings, a guest in Los Angeles sees
// the tax line at checkout once the address says where, buys, and finds the tax on the order page;
// staff see it on the desk and in the Reports tab, and download the report as CSV.
import { readFileSync } from 'node:fs';
import type { Product, ShippingAddress } from '@kawaii/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../browse/browse-support.ts';
import { DEMO, openAdminTab, signedInPage, signIn, type Session } from '../admin/desk-support.ts';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { cartPanel, fillCheckout, openCart } from './shop-support.ts';

const LOS_ANGELES: ShippingAddress = {
  name: 'Ana Guest',
  line1: '1 Sunset Blvd',
  line2: '',
  city: 'Los Angeles',
  region: 'California',
  postalCode: '90028',
  country: 'US',
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

const cents = (dollars: number) => Math.round(dollars * 100);
const money = (amountCents: number) => `$${(amountCents / 100).toFixed(2)}`;
/** 7.25 % of the items, half-up to the cent, in integers. */
const californiaTax = (itemsCents: number) => Math.floor((itemsCents * 725 * 2 + 10_000) / 20_000);

describe('sales tax from Settings to the order desk', () => {
  it('sets a rate, buys with the tax shown at checkout, and finds it on the order, the desk and the report', async () => {
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
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await openCart(page);
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    const panel = cartPanel(page);
    await fillCheckout(page, {
      name: 'Ana Guest',
      email: 'ana@tax.example',
      address: { ...LOS_ANGELES, region: 'Narnia' },
    });
    // A state the rates cannot place: the checkout says so before anything is sent.
    await panel
      .getByText('Enter a valid state for United States so the tax can be worked out.')
      .waitFor();
    await panel.getByLabel(/^State \/ region/).fill(LOS_ANGELES.region);
    const taxRow = panel.locator('.cart-sums [data-row="tax"]');
    await taxRow.getByText('Sales tax').waitFor();
    expect(await taxRow.innerText()).toContain(money(taxCents));
    expect(await panel.locator('.cart-total').innerText()).toContain(money(totalCents));
    await panel.getByRole('button', { name: 'Place Order' }).click();
    await panel.getByText('Thank You for Your Order!').waitFor();
    const orderId = (await panel.locator('.order-success__number strong').innerText()).trim();
    await page.waitForURL(new RegExp(`/order/${orderId}\\?key=`));

    // The buyer's order page shows the tax line and the total with it.
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    const totals = await page.locator('.order-page__totals').innerText();
    expect(totals).toMatch(new RegExp(`Sales tax\\s+\\${money(taxCents)}`));
    expect(totals).toContain(money(totalCents));
    expect([...buyer.consoleErrors, ...buyer.pageErrors]).toEqual([]);

    // The desk shows it too.
    await openAdminTab(desk.page, site, 'orders');
    const row = desk.page.getByRole('button', { name: new RegExp(`^${orderId}\\b`) });
    await row.waitFor({ timeout: 30_000 });
    await row.click();
    const details = desk.page.getByRole('article', { name: `Order ${orderId}` });
    const deskTax = details.locator('[data-row="tax"]');
    await deskTax.first().waitFor();
    expect(await details.innerText()).toMatch(new RegExp(`Sales tax\\s+\\${money(taxCents)}`));

    // Paid, it counts in the report: California's row holds its tax; the CSV says the same.
    await details.getByLabel('Amount received ($)').fill((totalCents / 100).toFixed(2));
    await details.getByRole('button', { name: 'Record payment' }).click();
    await details.locator('.order-status--paid').first().waitFor();
    await openAdminTab(desk.page, site, 'reports');
    await desk.page.getByLabel('Group by').selectOption('region');
    await desk.page.getByRole('button', { name: 'Show' }).click();
    const california = desk.page.getByRole('row', { name: /California, United States/ });
    await california.waitFor();
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
