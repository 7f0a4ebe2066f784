// Helpers of the money flows (promo codes, tax, deposits, layaway): where the guest ships to, the
// amounts as the shop writes them, a guest's way from the product page to a placed order, and the
// order desk's payment steps. The site, Chromium and staff session come from useAdminSite.
import type { ShippingAddress } from '@kawaii/shared';
import type { Locator, Page } from 'playwright-core';
import { openAdminTab } from '../admin/desk-support.ts';
import type { Site } from '../support/site.ts';
import { cartPanel, fillCheckout, openCart } from './shop-support.ts';

/** A Canadian address: its own shipping zone in the demo shop, no tax. */
export const inToronto = (name: string): ShippingAddress => ({
  name,
  line1: '12 Maple Street',
  line2: '',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5V 2T6',
  country: 'CA',
});

/** A Californian address (a US state a tax rate can name), the state written as given. */
export const inLosAngeles = (name: string, region = 'CA'): ShippingAddress => ({
  name,
  line1: '1 Sunset Blvd',
  line2: '',
  city: 'Los Angeles',
  region,
  postalCode: '90028',
  country: 'US',
});

export const cents = (dollars: number) => Math.round(dollars * 100);

/** An amount the way the shop shows it: `$1234.50`. Written out here, not the shop's formatter,
 * so a figure on the page is checked against an independent spelling. */
export const money = (amountCents: number) => `$${(amountCents / 100).toFixed(2)}`;

/**
 * From the open product page to the checkout's second step: adds the product, opens the cart,
 * goes on to Checkout and fills the guest's details and address.
 */
export async function checkOutAsGuest(
  page: Page,
  guest: { name: string; email: string; address: ShippingAddress },
): Promise<void> {
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Added!' }).waitFor();
  await openCart(page);
  await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
  await fillCheckout(page, guest);
}

/** Places the order from the checkout panel; resolves once the buyer is on its order page. */
export async function placeOrder(page: Page): Promise<{ orderId: string; orderUrl: string }> {
  const panel = cartPanel(page);
  await panel.getByRole('button', { name: 'Place Order' }).click();
  await panel.getByText('Thank You for Your Order!').waitFor();
  const orderId = (await panel.locator('.order-success__number strong').innerText()).trim();
  await page.waitForURL(new RegExp(`/order/${orderId}\\?key=`));
  return { orderId, orderUrl: page.url() };
}

/** The desk's view of one order, opened from the Orders tab's list. */
export async function openOrderOnDesk(page: Page, site: Site, orderId: string): Promise<Locator> {
  await openAdminTab(page, site, 'orders');
  const row = page.getByRole('button', { name: new RegExp(`^${orderId}\\b`) });
  await row.waitFor({ timeout: 30_000 });
  await row.click();
  const details = page.getByRole('article', { name: `Order ${orderId}` });
  await details.waitFor();
  return details;
}

/** Records a payment received on the opened order, with its Zelle reference when given. */
export async function recordPayment(
  details: Locator,
  amountCents: number,
  reference?: string,
): Promise<void> {
  await details.getByLabel('Amount received ($)').fill((amountCents / 100).toFixed(2));
  if (reference !== undefined) await details.getByLabel(/Zelle reference/).fill(reference);
  await details.getByRole('button', { name: 'Record payment' }).click();
}

/** Asks to ship the opened order with the carrier and tracking number (the desk may refuse). */
export async function markShipped(
  details: Locator,
  carrier: string,
  trackingNumber: string,
): Promise<void> {
  await details.getByLabel('Carrier').selectOption(carrier);
  await details.getByLabel('Tracking number').fill(trackingNumber);
  await details.getByRole('button', { name: 'Mark as shipped' }).click();
}

/** The Reports tab grouped by tax region; resolves once California's row is shown. */
export async function showReportByRegion(page: Page, site: Site): Promise<Locator> {
  await openAdminTab(page, site, 'reports');
  await page.getByLabel('Group by').selectOption('region');
  await page.getByRole('button', { name: 'Show' }).click();
  const california = page.getByRole('row', { name: /California, United States/ });
  await california.waitFor();
  return california;
}
