// A guest in Canada orders, and the shop fulfils it: the order page opens behind the success
// view, the confirmation reaches a real SMTP server, staff see the order arrive without a reload,
// mark it paid and shipped with a tracking number, and the buyer's order page and email show the
// tracking link. The order page is looked at on a phone and a desktop, in both themes.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Product } from '@kawaii/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../api/src/test/smtp-sink.ts';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import { DEMO, openAdminTab, signedInPage, signIn, type Session } from '../admin/desk-support.ts';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { inToronto } from './money-support.ts';
import { cartPanel, fillCheckout, openCart } from './shop-support.ts';

const SHOTS = join(tmpdir(), 'kawaii-order-page');

let sink: SmtpSink;
let site: Site;
let browser: Browser;
let admin: Session;

beforeAll(async () => {
  sink = await startSmtpSink();
  site = await startSite({ env: { SMTP_URL: sink.url, MAIL_FROM: 'shop@kawaii.example' } });
  browser = await launchChromium();
  admin = await signIn(site, DEMO.admin);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await sink?.close();
});

/** The first message to `to` whose subject matches, once it has arrived. */
async function mailTo(to: string, subject: RegExp) {
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

describe('an order from Canada, fulfilled', () => {
  it('reaches the buyer by page and email, and staff ship it with tracking', async () => {
    // Staff have the desk open before the order exists.
    const desk = await signedInPage(browser, admin);
    await openAdminTab(desk.page, site, 'orders');

    const products = await getJson<Product[]>(`${site.url}/api/shop`);
    const product = products.find((candidate) => candidate.stock > 0 && !candidate.discountPrice)!;
    const buyer = await openWatchedPage(browser);
    const { page } = buyer;
    await visit(page, `${site.url}/shop/${product._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await openCart(page);
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    await fillCheckout(page, {
      name: 'Hana Guest',
      email: 'hana@example.ca',
      address: inToronto('Hana Guest'),
    });

    // Canada is its own zone in the demo shop: $14 below $150 of items.
    const panel = cartPanel(page);
    const sums = panel.locator('.cart-sums');
    await sums.getByText('$14.00').waitFor();
    const total = (product.price + 14).toFixed(2);
    expect(await panel.locator('.cart-total').innerText()).toContain(`$${total}`);
    await panel.getByRole('button', { name: 'Place Order' }).click();
    await panel.getByText('Thank You for Your Order!').waitFor();
    const orderId = (await panel.locator('.order-success__number strong').innerText()).trim();

    await page.waitForURL(new RegExp(`/order/${orderId}\\?key=`));
    const orderUrl = page.url();
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    expect(await page.getByRole('region', { name: 'Ship to' }).innerText()).toContain('Canada');

    const confirmation = await mailTo(
      'hana@example.ca',
      new RegExp(`We received your order ${orderId}`),
    );
    expect(confirmation.text).toContain(`$${total}`);
    expect(confirmation.text).toContain(orderUrl);

    // The order arrives on the open desk by itself.
    const row = desk.page.getByRole('button', { name: new RegExp(`^${orderId}\\b`) });
    await row.waitFor({ timeout: 30_000 });
    await row.click();
    const details = desk.page.getByRole('article', { name: `Order ${orderId}` });
    await details.getByRole('button', { name: 'Mark as paid' }).click();
    await desk.page
      .getByRole('dialog', { name: 'Mark as paid?' })
      .getByRole('button', { name: 'Yes, mark as paid' })
      .click();
    await details.getByText(`Order ${orderId} is now Paid.`).waitFor();
    await details.getByLabel('Carrier').selectOption('Canada Post');
    await details.getByLabel('Tracking number').fill('7023 4211 8890 1234');
    await details.getByRole('textbox', { name: /^Note/ }).fill('Wrapped with a little bow!');
    await details.getByRole('checkbox', { name: /Visible to the customer/ }).check();
    await details.getByRole('button', { name: 'Mark as shipped' }).click();
    await details.getByText(`Order ${orderId} is now Shipped.`).waitFor();

    // The buyer's page and email now say how to follow the parcel.
    await visit(page, orderUrl);
    const tracking = page.getByRole('region', { name: 'Your parcel is on its way' });
    expect(await tracking.innerText()).toContain('7023 4211 8890 1234');
    const link = tracking.getByRole('link', { name: 'Track your parcel' });
    expect(await link.getAttribute('href')).toContain('canadapost');
    expect(await link.getAttribute('rel')).toContain('noreferrer');
    await page.getByText('Wrapped with a little bow!').waitFor();
    const shipped = await mailTo('hana@example.ca', /shipped|on its way/i);
    expect(shipped.text).toContain('7023 4211 8890 1234');
    expect(shipped.html).toContain('canadapost');
    expect([...buyer.consoleErrors, ...buyer.pageErrors]).toEqual([]);

    for (const theme of ['pink', 'blue'] as const) {
      for (const width of [390, 1280]) {
        const look = await openWatchedPage(browser);
        await look.page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        await look.page.setViewportSize({ width, height: 900 });
        await visit(look.page, orderUrl);
        await look.page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
        await look.page.screenshot({
          path: join(SHOTS, `order-${theme}-${width}.png`),
          fullPage: true,
        });
        if (width === 390) expect(await seriousAxeViolations(look.page)).toEqual([]);
        await look.page.context().close();
      }
    }
  });
});
