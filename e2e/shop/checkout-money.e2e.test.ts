// The whole of the money in one order, in the browser: a guest in Los Angeles buys the demo shop's
// made-to-order doll with a promo code, sees the California sales tax and the three instalments
// at checkout, staff record the three Zelle transfers on the desk (the status following the
// balance), and the order ships once nothing is due. Every figure is checked to the cent against
// the shared totals and instalment rules. Then the Reports tab, with the order in its tax region,
// at 390 and 1280 px in both themes, scanned by axe.
import type { Product, ShippingAddress, ShopSettings } from '@kawaii/shared';
import {
  orderTotals,
  promotionDiscountCents,
  splitInstalments,
  type OrderTotals,
} from '@kawaii/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import {
  api,
  DEMO,
  deskShot,
  openAdminTab,
  signedInPage,
  signIn,
  type Session,
} from '../admin/desk-support.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { cartPanel, fillCheckout, openCart } from './shop-support.ts';

const LOS_ANGELES: ShippingAddress = {
  name: 'Rosa Layaway',
  line1: '1 Sunset Blvd',
  line2: '',
  city: 'Los Angeles',
  region: 'CA',
  postalCode: '90028',
  country: 'US',
};
const RATE = { ratePercent: 7.25, onShipping: false };

let site: Site;
let browser: Browser;
let admin: Session;
let doll: Product;
/** The order's figures by the shared rule, and its three instalments. */
let expected: OrderTotals & { promoCents: number; parts: number[] };
let orderId = '';

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  admin = await signIn(site, DEMO.admin);
  const owner = await signIn(site, DEMO.superadmin);
  // California's sales tax on the items (the demo shop charges none), and a 10% code.
  const { updatedAt: _updatedAt, ...settings } = await api<ShopSettings>(site, 'GET', '/settings', {
    token: owner.token,
  });
  await api(site, 'PUT', '/settings', {
    token: owner.token,
    body: {
      ...settings,
      tax: {
        enabled: true,
        pricesIncludeTax: false,
        taxShipping: false,
        rates: [{ country: 'US', region: 'CA', ratePercent: RATE.ratePercent, name: 'Sales tax' }],
      },
    },
  });
  await api(site, 'POST', '/promotions', {
    token: admin.token,
    body: { code: 'dolly10', type: 'percent', value: 10, appliesTo: { kind: 'order' } },
  });
  const products = await api<Product[]>(site, 'GET', '/shop');
  doll = products.find((product) => product.title === 'Custom Portrait Doll')!;
  const itemsCents = Math.round(doll.price * 100);
  const line = { productId: doll._id, categoryId: null, unitCents: itemsCents, quantity: 1 };
  // The demo ships in the US for free from $75.00 of items.
  const shippingCents = itemsCents >= 7500 ? 0 : 600;
  const promoCents = promotionDiscountCents(
    { type: 'percent', value: 10, appliesTo: { kind: 'order' } },
    [line],
    shippingCents,
  );
  const totals = orderTotals({
    lines: [line],
    shippingCents,
    discounts: { promoCents },
    taxRate: RATE,
  });
  expected = { ...totals, promoCents, parts: splitInstalments(totals.totalCents, 3) };
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const money = (amountCents: number) => `$${(amountCents / 100).toFixed(2)}`;

describe('a promo code, sales tax and layaway in one order', () => {
  it('buys with the code and the tax in three instalments, records three payments and ships', async () => {
    // The rule's figures, by hand: $180.00 - $18.00 = $162.00, tax 7.25% = $11.745 -> $11.75.
    expect(expected).toMatchObject({
      itemsCents: 18_000,
      promoCents: 1800,
      discountCents: 1800,
      shippingCents: 0,
      taxCents: 1175,
      totalCents: 17_375,
      parts: [5793, 5791, 5791],
    });
    const { totalCents, parts } = expected;

    const buyer = await openWatchedPage(browser);
    const { page } = buyer;
    await page.setViewportSize({ width: 390, height: 900 });
    await visit(page, `${site.url}/shop/${doll._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await openCart(page);
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    await fillCheckout(page, {
      name: 'Rosa Layaway',
      email: 'rosa@layaway.example',
      address: LOS_ANGELES,
    });

    const panel = cartPanel(page);
    await panel.getByRole('textbox', { name: /Promo code/ }).fill('dolly10');
    await panel.getByRole('button', { name: 'Apply' }).first().click();
    const sums = panel.locator('.cart-sums');
    await sums.getByText(`-${money(expected.promoCents)}`).waitFor();
    const taxRow = sums.locator('[data-row="tax"]');
    await taxRow.getByText('Sales tax').waitFor();
    expect(await taxRow.innerText()).toContain(money(expected.taxCents));
    expect(await panel.locator('.cart-total').innerText()).toContain(money(totalCents));

    // Three instalments of the total with its tax, the first sent now.
    await panel.getByRole('radio', { name: 'Pay in 3 instalments' }).check();
    const lines = await panel
      .getByRole('list', { name: 'Instalment schedule' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^Today\\s+\\${money(parts[0]!)}$`));
    for (const [index, text] of lines.entries()) expect(text).toContain(money(parts[index]!));
    await panel.locator('.zelle__lead').getByText(money(parts[0]!)).waitFor();
    await panel.getByRole('button', { name: 'Place Order' }).click();
    await panel.getByText('Thank You for Your Order!').waitFor();
    orderId = (await panel.locator('.order-success__number strong').innerText()).trim();
    await page.waitForURL(new RegExp(`/order/${orderId}\\?key=`));
    const orderUrl = page.url();

    // The desk: the same figures; each transfer recorded moves the status with the balance.
    const desk = await signedInPage(browser, admin, { width: 1280 });
    await openAdminTab(desk.page, site, 'orders');
    const row = desk.page.getByRole('button', { name: new RegExp(`^${orderId}\\b`) });
    await row.waitFor({ timeout: 30_000 });
    await row.click();
    const details = desk.page.getByRole('article', { name: `Order ${orderId}` });
    await details.getByRole('region', { name: 'Payment schedule' }).waitFor();
    const deskText = await details.innerText();
    expect(deskText).toMatch(new RegExp(`Sales tax\\s+\\${money(expected.taxCents)}`));
    expect(deskText).toContain(`-${money(expected.promoCents)}`);
    let balance = totalCents;
    for (const [index, part] of parts.entries()) {
      await details.getByLabel('Amount received ($)').fill((part / 100).toFixed(2));
      await details.getByLabel(/Zelle reference/).fill(`ZL-ROSA-${index + 1}`);
      await details.getByRole('button', { name: 'Record payment' }).click();
      balance -= part;
      await details.getByText(`Balance due: ${money(balance)}.`).waitFor();
      const status = balance > 0 ? 'partially_paid' : 'paid';
      await details.locator(`.order-status--${status}`).first().waitFor();
    }
    expect(balance).toBe(0);
    await details.getByLabel('Carrier').selectOption('USPS');
    await details.getByLabel('Tracking number').fill('9400 1000 0000 0000 0000 27');
    await details.getByRole('button', { name: 'Mark as shipped' }).click();
    await details.getByText(`Order ${orderId} is now Shipped.`).waitFor();

    // The buyer's page: the code, the tax, every instalment paid and nothing due.
    await visit(page, orderUrl);
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    const totals = await page.locator('.order-page__totals').innerText();
    expect(totals).toContain('Promo code DOLLY10');
    expect(totals).toContain(`-${money(expected.promoCents)}`);
    expect(totals).toMatch(new RegExp(`Sales tax\\s+\\${money(expected.taxCents)}`));
    expect(totals).toMatch(new RegExp(`Total\\s+\\${money(totalCents)}`));
    expect(totals).toMatch(/Balance due\s+\$0\.00/);
    const schedule = page.getByRole('region', { name: 'Payment schedule' });
    expect(await schedule.locator('tbody tr').allInnerTexts()).toHaveLength(3);
    expect(await schedule.innerText()).toContain(`Paid ${money(totalCents)} · Due $0.00`);
    expect([...buyer.consoleErrors, ...buyer.pageErrors]).toEqual([]);

    // The report's California row is this order alone, to the cent.
    await openAdminTab(desk.page, site, 'reports');
    await desk.page.getByLabel('Group by').selectOption('region');
    await desk.page.getByRole('button', { name: 'Show' }).click();
    const california = desk.page.getByRole('row', { name: /California, United States/ });
    await california.waitFor();
    expect((await california.getByRole('cell').allInnerTexts()).map((cell) => cell.trim())).toEqual(
      [
        '1',
        money(expected.itemsCents),
        money(expected.discountCents),
        money(expected.shippingCents),
        money(expected.taxCents),
        money(totalCents),
        '$0.00',
        '$0.00',
        money(totalCents),
      ],
    );
    expect([...desk.consoleErrors, ...desk.pageErrors]).toEqual([]);
  });

  it('shows the Reports tab at 390 and 1280 px in both themes, within the page, passing axe', async () => {
    for (const theme of ['pink', 'blue'] as const) {
      // One page a theme, photographed at each width.
      const { page, consoleErrors, pageErrors } = await signedInPage(browser, admin, {
        theme,
        width: 1280,
      });
      await openAdminTab(page, site, 'reports');
      await page.getByLabel('Group by').selectOption('region');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByRole('row', { name: /California, United States/ }).waitFor();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: deskShot(`reports-${theme}-${width}.png`), fullPage: true });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${theme} ${width}`).toBeLessThanOrEqual(0);
        if (width === 1280) {
          // Every column fits a desktop: the figures do not scroll there.
          const hidden = await page
            .getByRole('region', { name: 'Report figures' })
            .evaluate((scroll) => scroll.scrollWidth - scroll.clientWidth);
          expect(hidden, theme).toBeLessThanOrEqual(0);
        }
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      expect([...consoleErrors, ...pageErrors]).toEqual([]);
      await page.context().close();
    }
  });
});
