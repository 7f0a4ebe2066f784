// Deposits and money owed back, in the browser. A guest orders the demo shop's made-to-order doll
// that asks a 30% deposit: the product page, the checkout and the order page say the deposit and
// the balance; staff record the deposit on the desk, the desk shows the shop's refusal to ship
// while the balance is due, then the balance arrives and it ships. A layaway order cancelled on
// the desk shows its refund due under the non-refundable first payment, the buyer's page says the
// same, and staff record the Zelle refund against it. Screenshots at 390 and 1280 px in both
// themes (SCREENSHOT_DIR, or the temp folder's desk-shots).
import { formatCents, type AdminOrder, type Product } from '@kawaii/shared';
import { describe, expect, it } from 'vitest';
import { visit } from '../browse/browse-support.ts';
import {
  api,
  deskShot,
  openAdminTab,
  overflowingElements,
  signedInPage,
} from '../admin/desk-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { getJson } from '../support/api.ts';
import { openWatchedPage } from '../support/browser.ts';
import { US_ADDRESS } from '../support/shipping.ts';
import { cartPanel } from './shop-support.ts';
import {
  checkOutAsGuest,
  inToronto,
  markShipped,
  openOrderOnDesk,
  placeOrder,
  recordPayment,
} from './money-support.ts';

const WIDTHS = [390, 1280] as const;
const THEMES = ['pink', 'blue'] as const;

const shop = useAdminSite();

const productTitled = async (title: string) =>
  (await getJson<Product[]>(`${shop.site.url}/api/shop`)).find(
    (product) => product.title === title,
  )!;

describe('deposits and refunds due', () => {
  it('orders a piece with a deposit, records it, ships only once the balance is paid', async () => {
    const { site, browser, admin } = shop;
    const doll = await productTitled('Heirloom Ball-Jointed Doll');
    expect(doll).toMatchObject({ kind: 'made-to-order', depositPercent: 30, price: 240 });
    const note =
      'Deposit: 30% at checkout ($72.00 before shipping and tax), the rest before it ships';

    const buyer = await openWatchedPage(browser);
    const { page } = buyer;
    await visit(page, `${site.url}/shop/${doll._id}`);
    await page.getByText(note).waitFor();
    await checkOutAsGuest(page, {
      name: 'Aiko Deposit',
      email: 'aiko@deposit.example',
      address: inToronto('Aiko Deposit'),
    });

    // $240.00 ships free to Canada: $72.00 now, $168.00 before it ships.
    const panel = cartPanel(page);
    await panel
      .getByRole('radio', { name: 'Deposit now, the rest before it ships' })
      .waitFor({ state: 'attached' });
    expect(await panel.locator('.payment-plan__deposit').innerText()).toBe(
      'Deposit today $72.00; the balance of $168.00 is due before your order ships.',
    );
    await panel.locator('.zelle__lead').getByText('$72.00').waitFor();
    const { orderId, orderUrl } = await placeOrder(page);
    const schedule = page.getByRole('region', { name: 'Payment schedule' });
    await schedule.getByText('Deposit due $72.00 · Balance $168.00 before shipping').waitFor();

    // The desk: the deposit arrives; shipping is refused while the balance is due.
    const desk = await signedInPage(browser, admin);
    const details = await openOrderOnDesk(desk.page, site, orderId);
    await recordPayment(details, 7200, 'ZL-DEP-1');
    await details.getByText('Balance due: $168.00.').waitFor();
    await markShipped(details, 'Canada Post', '7023 4211 8890 1234');
    await details
      .getByRole('alert')
      .getByText('This order cannot ship until it is paid in full: $168.00 is still due.')
      .waitFor();
    await details.locator('.order-status--partially_paid').first().waitFor();

    await recordPayment(details, 16_800, 'ZL-DEP-2');
    await details.locator('.order-status--paid').first().waitFor();
    await markShipped(details, 'Canada Post', '7023 4211 8890 1234');
    await details.getByText(`Order ${orderId} is now Shipped.`).waitFor();

    await visit(page, orderUrl);
    await schedule.getByText('Deposit paid $72.00 · Balance due $0.00').waitFor();
    expect([...buyer.consoleErrors, ...buyer.pageErrors]).toEqual([]);
    // The one failed request is the refused shipping, answered 409 on purpose.
    const refusal = /status of 409 \(Conflict\).*\/api\/orders\//;
    expect(desk.consoleErrors.filter((line) => !refusal.test(line))).toEqual([]);
    expect(desk.pageErrors).toEqual([]);

    // How the product page looks with its deposit, at both widths in both themes.
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const shopper = await openWatchedPage(browser);
        await shopper.page.setViewportSize({ width, height: 900 });
        await shopper.page.addInitScript((name) => localStorage.setItem('theme', name), theme);
        await visit(shopper.page, `${site.url}/shop/${doll._id}`);
        const deposit = shopper.page.getByText(note);
        await deposit.waitFor();
        await deposit.scrollIntoViewIfNeeded();
        expect(await overflowingElements(shopper.page, '.product-page')).toBe(0);
        await shopper.page.screenshot({ path: deskShot(`product-deposit-${width}-${theme}.png`) });
        await shopper.page.context().close();
      }
    }
  });

  it('shows a cancelled layaway order’s refund due and records the Zelle refund against it', async () => {
    const { site, browser, admin } = shop;
    const doll = await productTitled('Custom Portrait Doll');
    // $180.00 to Portland ships free: three instalments of $60.00, the first non-refundable.
    const { order, orderPath } = await api<{ order: AdminOrder; orderPath: string }>(
      site,
      'POST',
      '/orders',
      {
        body: {
          items: [
            {
              id: doll._id,
              title: doll.title,
              price: doll.price,
              discountPrice: doll.discountPrice,
              quantity: 1,
              image: doll.images[0] ?? null,
            },
          ],
          total: 180,
          shippingAddress: { ...US_ADDRESS, name: 'Rin Layaway' },
          name: 'Rin Layaway',
          email: 'rin@layaway.example',
          contact: 'rin@layaway.example',
          contactType: 'email',
          message: '',
          paymentMethod: 'zelle',
          paymentPlan: { instalments: 3 },
        },
      },
    );
    for (const amountCents of [6000, 2000]) {
      await api(site, 'POST', `/orders/${order._id}/payments`, {
        token: admin.token,
        body: { amountCents, method: 'zelle' },
      });
    }
    await api(site, 'PATCH', `/orders/${order._id}`, {
      token: admin.token,
      body: { status: 'cancelled', note: 'Rin asked to stop.', visibleToCustomer: true },
    });

    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const { page } = await signedInPage(browser, admin, { theme, width });
        const details = await openOrderOnDesk(page, site, order.orderId);
        const due = details.locator('.refund-due');
        await due.getByText('Refund due $20.00').waitFor();
        await due.getByText('The non-refundable first payment of $60.00 is kept.').waitFor();
        expect(await overflowingElements(page, '.order-desk')).toBe(0);
        await due.scrollIntoViewIfNeeded();
        await page.screenshot({ path: deskShot(`desk-refund-due-${width}-${theme}.png`) });
        await page.context().close();
      }
    }

    // The buyer's page: paid, kept and owed back.
    const buyer = await openWatchedPage(browser);
    await visit(buyer.page, `${site.url}${orderPath}`);
    const figures = buyer.page.locator('dl', {
      has: buyer.page.locator('dt[data-row="refundDue"]'),
    });
    await figures.waitFor();
    expect(await figures.locator('dd[data-row="refundDue"]').innerText()).toBe('$20.00');
    expect(await figures.locator('dd[data-row="kept"]').innerText()).toBe('$60.00');

    // The desk's "Refund due" filter finds it, with its count; a refund above what is due is
    // refused there, and the one sent is recorded.
    const desk = await signedInPage(browser, admin);
    await openAdminTab(desk.page, site, 'orders');
    const owingFilter = desk.page.getByRole('button', { name: /^Refund due\b/ });
    await owingFilter.click();
    await expect.poll(() => owingFilter.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => owingFilter.innerText()).toMatch(/^Refund due\s+[1-9]/);
    const owingRows = desk.page.getByRole('list', { name: 'Orders' }).getByRole('button');
    // The rows shown so far stay while the filtered list loads: wait for the filtered rows.
    await expect
      .poll(async () => {
        const rows = await owingRows.allInnerTexts();
        return (
          rows.some((row) => row.includes(order.orderId)) &&
          rows.every((row) => row.includes('Cancelled'))
        );
      })
      .toBe(true);
    await desk.page.getByRole('button', { name: new RegExp(`^${order.orderId}\\b`) }).click();
    const details = desk.page.getByRole('article', { name: `Order ${order.orderId}` });
    const refunds = details.getByRole('region', { name: 'Refunds' });
    await refunds.getByLabel('Amount refunded ($)').fill('25.00');
    await refunds.getByLabel('Reason').fill('Layaway cancelled');
    await refunds.getByLabel(/Refund reference/).fill('ZL-RF-9');
    await refunds.getByRole('button', { name: 'Record refund' }).click();
    await refunds
      .getByText(
        'This refund is more than the refund due ($20.00): the non-refundable first payment of $60.00 is kept.',
      )
      .waitFor();
    await refunds.getByLabel('Amount refunded ($)').fill('20.00');
    await refunds.getByRole('button', { name: 'Record refund' }).click();
    await refunds.getByText(`Refunded ${formatCents(2000)}. The buyer is told by email.`).waitFor();
    await refunds.getByText('Everything due has been refunded.').waitFor();

    // The shop, not the buyer, called it off: the first payment goes back too.
    await refunds.getByRole('button', { name: 'Give back the first payment too' }).click();
    const confirm = desk.page.getByRole('dialog', {
      name: 'Give back the first payment of $60.00?',
    });
    await confirm.getByRole('button', { name: 'Give it back' }).click();
    await refunds.locator('.refund-due').getByText('Refund due $60.00').waitFor();
    expect(await refunds.getByRole('button', { name: /Give back/ }).count()).toBe(0);
    await details
      .getByText(
        'The shop gives back the non-refundable first payment of $60.00 too: $60.00 is due back.',
      )
      .waitFor();
    await refunds.getByLabel('Amount refunded ($)').fill('60.00');
    await refunds.getByLabel('Reason').fill('The shop cancelled');
    await refunds.getByRole('button', { name: 'Record refund' }).click();
    await refunds.getByText(`Refunded ${formatCents(6000)}. The buyer is told by email.`).waitFor();
    await refunds.getByText('Everything due has been refunded.').waitFor();
    expect([...desk.consoleErrors, ...desk.pageErrors]).toEqual([]);
  });
});
