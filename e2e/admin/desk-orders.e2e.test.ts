// The artist's helper at the order desk: a customer's Zelle order comes in, the helper finds it,
// marks it paid, and the customer's points (and any achievement) show in their dashboard; an
// order cancelled after confirming puts its stock back.
import type { AchievementLists, Product, User } from '@kawaii/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../browse/browse-support.ts';
import { useAdminSite } from '../support/admin-site.ts';
import {
  api,
  DEMO,
  openAdminTab,
  overflowingElements,
  placeOrder,
  productInStock,
  signedInPage,
  signIn,
  type Session,
} from './desk-support.ts';

interface Dashboard {
  user: User;
  achievements: AchievementLists;
}

/** Whole-page axe scans take a while on a busy two-core machine. */
const AXE_TIMEOUT_MS = 120_000;

const desk = useAdminSite();
let customer: Session;

beforeAll(async () => {
  customer = await signIn(desk.site, DEMO.customer);
});

const dashboardOf = (session: Session) =>
  api<Dashboard>(desk.site, 'GET', '/user/dashboard', { token: session.token });

describe('the order desk', () => {
  it("marks the customer's Zelle order paid, and the customer sees the points", async () => {
    const before = await dashboardOf(customer);
    const order = await placeOrder(desk.site, customer, await productInStock(desk.site));
    expect(order.orderId).toMatch(/^KA-\d+$/);

    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(page, desk.site, 'orders');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderId);
    await page.getByRole('button', { name: new RegExp(`^${order.orderId}\\b`) }).click();

    const details = page.getByRole('article', { name: `Order ${order.orderId}` });
    await details.getByText('Could you add a little bow?').waitFor();
    expect(await details.getByText('Awaiting Payment').first().isVisible()).toBe(true);
    expect(await details.getByText('Zelle', { exact: true }).isVisible()).toBe(true);
    await details.getByRole('textbox', { name: /^Note/ }).fill('Zelle payment received');
    await details.getByRole('button', { name: 'Mark as paid' }).click();
    const confirmPaid = page.getByRole('dialog', { name: 'Mark as paid?' });
    await confirmPaid
      .getByText(`from ${customer.user.name} is in your Zelle account`, { exact: false })
      .waitFor();
    await confirmPaid.getByRole('button', { name: 'Yes, mark as paid' }).click();
    await details.getByText(`Order ${order.orderId} is now Paid.`).waitFor();
    await details.getByText('Zelle payment received').waitFor();
    expect(await details.getByRole('button', { name: 'Mark as shipped' }).isVisible()).toBe(true);
    expect(await details.getByRole('button', { name: 'Mark as paid' }).count()).toBe(0);
    expect([...consoleErrors, ...pageErrors]).toEqual([]);

    const points = Math.floor(order.total);
    const after = await dashboardOf(customer);
    const unlocked = after.achievements.unlocked.filter(
      (achievement) => !before.achievements.unlocked.some(({ id }) => id === achievement.id),
    );
    const achievementPoints = unlocked.reduce((sum, { pointsReward }) => sum + pointsReward, 0);
    expect(after.user.rewardPoints).toBe(before.user.rewardPoints + points + achievementPoints);

    const shopper = await signedInPage(desk.browser, customer);
    await shopper.page.goto(`${desk.site.url}/dashboard/rewards`, { waitUntil: 'networkidle' });
    const row = shopper.page.getByRole('row', {
      name: new RegExp(`Points for order ${order.orderId}`),
    });
    await row.waitFor();
    expect(await row.textContent()).toContain(`+${points}`);
    if (unlocked.length > 0) {
      await shopper.page.goto(`${desk.site.url}/dashboard/achievements`, {
        waitUntil: 'networkidle',
      });
      for (const achievement of unlocked) {
        await shopper.page.getByText(achievement.name, { exact: true }).first().waitFor();
      }
    }
  });

  it('filters by status, searches, and tells an empty search apart', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(page, desk.site, 'orders');
    const filter = page.getByRole('button', { name: 'Delivered', exact: true });
    await filter.click();
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    const rows = page.locator('.desk-row');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const statuses = await rows.locator('.order-status').allTextContents();
    expect(statuses.every((status) => status === 'Delivered')).toBe(true);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill('no-such-order-anywhere');
    await page.getByText('No orders match your search').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    await rows.first().waitFor();
  });

  it(
    'cancels an order only after confirming, and puts its stock back',
    async () => {
      const product = await productInStock(desk.site, 2);
      const order = await placeOrder(desk.site, customer, product, 2);
      const stockOf = async () =>
        (await api<Product>(desk.site, 'GET', `/shop/${product._id}`)).stock;
      expect(await stockOf()).toBe(product.stock - 2);

      const { page } = await signedInPage(desk.browser, desk.admin);
      await openAdminTab(page, desk.site, 'orders');
      await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderId);
      await page.getByRole('button', { name: new RegExp(`^${order.orderId}\\b`) }).click();
      const details = page.getByRole('article', { name: `Order ${order.orderId}` });
      await details.getByRole('button', { name: 'Cancel order' }).click();

      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.getByText('Its items are put back in stock.', { exact: false }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await stockOf()).toBe(product.stock - 2);

      await details.getByRole('button', { name: 'Cancel order' }).click();
      await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
      await details.getByText(`Order ${order.orderId} is now Cancelled.`).waitFor();
      expect(await stockOf()).toBe(product.stock);
      expect(await details.getByText('there is nothing more to do').isVisible()).toBe(true);
    },
    AXE_TIMEOUT_MS,
  );
});

describe.each([
  ['pink', 1280],
  ['blue', 1280],
  ['pink', 390],
  ['blue', 390],
] as const)('the order desk in the %s theme at %i px', (theme, width) => {
  it(
    'passes axe with an order open, and neither the sidebar nor the desk needs sideways scrolling',
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin, { theme, width });
      await openAdminTab(page, desk.site, 'orders');
      await page.locator('.desk-row').first().click();
      await page.getByRole('heading', { name: 'Status history' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await overflowingElements(page, '.admin-app')).toBe(0);
      if (width === 390) {
        // One pane at a time on a phone: the details replace the list until closed.
        expect(await page.locator('.desk-row').first().isVisible()).toBe(false);
        await page.getByRole('button', { name: '← All orders' }).click();
        await page.locator('.desk-row').first().waitFor();
      }
    },
    AXE_TIMEOUT_MS,
  );
});
