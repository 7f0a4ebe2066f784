// The whole of the money in one order, in the browser: a guest in Los Angeles buys the demo shop's
// made-to-order doll with a promo code, sees the California sales tax and the three instalments
// at checkout, staff record the three Zelle transfers on the desk (the status following the
// balance), and the order ships once nothing is due. Every figure is checked to the cent against
// the shared totals and instalment rules. Then the Reports tab, with the order in its tax region,
// at 390 and 1280 px in both themes, scanned by axe.
import type { Product, ShopSettings } from '@kawaii/shared';
import {
  orderTotals,
  promotionDiscountCents,
  splitInstalments,
  type OrderTotals,
} from '@kawaii/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import { api, DEMO, deskShot, signedInPage, signIn } from '../admin/desk-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { openWatchedPage } from '../support/browser.ts';
import { cartPanel } from './shop-support.ts';
import {
  checkOutAsGuest,
  inLosAngeles,
  markShipped,
  money,
  openOrderOnDesk,
  placeOrder,
  recordPayment,
  showReportByRegion,
} from './money-support.ts';

const RATE = { ratePercent: 7.25, onShipping: false };

const shop = useAdminSite();
let doll: Product;
/** The order's figures by the shared rule, and its three instalments. */
let expected: OrderTotals & { promoCents: number; parts: number[] };

beforeAll(async () => {
  const { site, admin } = shop;
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

describe('a promo code, sales tax and layaway in one order', () => {
  it('buys with the code and the tax in three instalments, records three payments and ships', async () => {
    const { site, browser, admin } = shop;
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
    await checkOutAsGuest(page, {
      name: 'Rosa Layaway',
      email: 'rosa@layaway.example',
      address: inLosAngeles('Rosa Layaway'),
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
    const { orderId, orderUrl } = await placeOrder(page);

    // The desk: the same figures; each transfer recorded moves the status with the balance.
    const desk = await signedInPage(browser, admin, { width: 1280 });
    const details = await openOrderOnDesk(desk.page, site, orderId);
    await details.getByRole('region', { name: 'Payment schedule' }).waitFor();
    const deskText = await details.innerText();
    expect(deskText).toMatch(new RegExp(`Sales tax\\s+\\${money(expected.taxCents)}`));
    expect(deskText).toContain(`-${money(expected.promoCents)}`);
    let balance = totalCents;
    for (const [index, part] of parts.entries()) {
      await recordPayment(details, part, `ZL-ROSA-${index + 1}`);
      balance -= part;
      await details.getByText(`Balance due: ${money(balance)}.`).waitFor();
      const status = balance > 0 ? 'partially_paid' : 'paid';
      await details.locator(`.order-status--${status}`).first().waitFor();
    }
    expect(balance).toBe(0);
    await markShipped(details, 'USPS', '9400 1000 0000 0000 0000 27');
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
    const california = await showReportByRegion(desk.page, site);
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
    const { site, browser, admin } = shop;
    for (const theme of ['pink', 'blue'] as const) {
      // One page a theme, photographed at each width.
      const { page, consoleErrors, pageErrors } = await signedInPage(browser, admin, {
        theme,
        width: 1280,
      });
      await showReportByRegion(page, site);
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
