// A customer spends her points: she redeems 500 for a $5 code on the Rewards tab, pastes it at
// checkout, sees the $5 come off and finds it on her order; a used code is refused; when the
// shop cancels the order her points come back. The exclusive item waits for 2000 points. The
// Rewards tab and the checkout with a code are screenshot in both themes at both widths.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatMoney, type Product, type User } from '@kawaii/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { US_ADDRESS, totalWithShipping } from '../support/shipping.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import {
  DEMO,
  apiJson,
  cartPanel,
  fillCheckout,
  openCart,
  signIn,
  storeSession,
  type Session,
} from './shop-support.ts';

const SHOTS = process.env['SCREENSHOT_DIR'] ?? join(process.env['TMPDIR'] ?? '/tmp', 'shop-shots');

let site: Site;
let browser: Browser;
let customer: Session;
let admin: Session;
let products: Product[];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite();
  browser = await launchChromium();
  customer = await signIn(site.url, DEMO.customer);
  admin = await signIn(site.url, DEMO.admin);
  products = await getJson<Product[]>(`${site.url}/api/shop`);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const balance = async () =>
  (await apiJson<{ user: User }>(`${site.url}/api/auth/me`, { token: customer.token })).user
    .rewardPoints;

/** Paid orders of the customer's own earn her a point per dollar: enough for a code or two. */
async function earnPoints(atLeast: number) {
  while ((await balance()) < atLeast) {
    const doll = [...products]
      .filter((product) => product.stock >= 2)
      .sort((a, b) => b.price - a.price)[0]!;
    const unit = doll.discountPrice ?? doll.price;
    const { order } = await apiJson<{ order: { _id: string } }>(`${site.url}/api/orders`, {
      method: 'POST',
      token: customer.token,
      body: {
        name: 'Sakura Customer',
        email: DEMO.customer.email,
        contact: DEMO.customer.email,
        contactType: 'email',
        message: '',
        paymentMethod: 'zelle',
        items: [
          {
            id: doll._id,
            title: doll.title,
            price: doll.price,
            discountPrice: doll.discountPrice,
            image: null,
            quantity: 2,
          },
        ],
        total: await totalWithShipping(site.url, unit * 2),
        shippingAddress: US_ADDRESS,
      },
    });
    await apiJson(`${site.url}/api/orders/${order._id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { status: 'paid' },
    });
    doll.stock -= 2;
  }
}

/** A ready $5 code of the customer's, redeemed now when she has none. */
async function readyCode(): Promise<string> {
  const { codes } = await apiJson<{ codes: { code: string; status: string }[] }>(
    `${site.url}/api/reward-points/codes`,
    { token: customer.token },
  );
  const ready = codes.find((candidate) => candidate.status === 'ready');
  if (ready) return ready.code;
  await earnPoints(500);
  const { code } = await apiJson<{ code: { code: string } }>(
    `${site.url}/api/reward-points/redeem`,
    { method: 'POST', token: customer.token, body: { option: 'discount-5' } },
  );
  return code.code;
}

const redeemOption = (page: Page, title: string) =>
  page.locator('.redeem-option').filter({ has: page.getByText(title, { exact: true }) });

// The checkout has a promo code field too, with its own Apply button (styled as a reward code field).
const rewardField = (panel: Locator) => panel.locator('.reward-code-field:not(.promo-code-field)');

async function signedInPage(width = 1280, theme: 'pink' | 'blue' = 'pink') {
  const watched = await openWatchedPage(browser);
  await watched.page.setViewportSize({ width, height: 900 });
  await watched.page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  await storeSession(watched.page, customer);
  return watched;
}

describe('spending reward points', () => {
  let code = '';
  let orderId = '';

  it('redeems 500 points for a $5 code on the Rewards tab', async () => {
    await earnPoints(700);
    const before = await balance();
    const { page, consoleErrors, pageErrors } = await signedInPage();
    await visit(page, `${site.url}/dashboard/rewards`);
    await page.getByRole('heading', { name: 'Your Reward Codes' }).waitFor();
    await page.getByText('One Star Girl Mini Doll, free with your next order').waitFor();

    await page.getByRole('button', { name: 'Redeem Points' }).click();
    const discount = redeemOption(page, '$5 Discount');
    await discount.getByRole('button', { name: 'Redeem' }).click();
    await discount.getByText('Spend 500 points on this?').waitFor();
    await discount.getByRole('button', { name: 'Yes, redeem' }).click();

    const note = page.locator('.rewards__note');
    await expect.poll(() => note.textContent()).toMatch(/^Your code KAWAII-\w{4}-\w{4} is ready!/);
    code = /KAWAII-\w{4}-\w{4}/.exec((await note.textContent()) ?? '')![0];
    await expect
      .poll(() => page.locator('.rewards-balance__value span').textContent())
      .toBe(String(before - 500));
    expect(await balance()).toBe(before - 500);
    const ticket = page.locator('.reward-code').first();
    expect(await ticket.locator('code').textContent()).toBe(code);
    expect(await ticket.innerText()).toContain('Ready to use');
    await page.getByText(`Redeemed for $5 Discount (code ${code})`).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('takes $5 off at checkout and shows the code on the order', async () => {
    const { page, consoleErrors, pageErrors } = await signedInPage(390);
    const bunny = products.find((product) => product.stock > 0 && product.price < 60)!;
    await visit(page, `${site.url}/shop/${bunny._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await openCart(page);
    const panel = cartPanel(page);
    await panel.getByRole('button', { name: 'Checkout' }).click();
    await fillCheckout(page, {});
    const totalBefore = await panel.locator('.cart-total strong').textContent();

    // Typed loosely, as a shopper copies it by hand.
    await panel.getByLabel('Reward code').fill(code.toLowerCase().replaceAll('-', ' '));
    await rewardField(panel).getByRole('button', { name: 'Apply' }).click();
    await panel.getByText(code, { exact: true }).waitFor();
    expect(await panel.locator('.cart-sums__reward').innerText()).toMatch(/Reward code\s+-\$5\.00/);
    const unit = bunny.discountPrice ?? bunny.price;
    const totalAfter = await panel.locator('.cart-total strong').textContent();
    expect(totalAfter).not.toBe(totalBefore);
    expect(Number(totalBefore!.slice(1)) - Number(totalAfter!.slice(1))).toBeCloseTo(5, 2);
    expect(unit).toBeGreaterThan(5);

    await panel.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order\/KA-\d+\?key=/);
    orderId = /KA-\d+/.exec(page.url())![0];
    const ordered = page.getByRole('region', { name: 'What you ordered' });
    await ordered.waitFor();
    expect(await ordered.innerText()).toContain(`Reward code ${code}`);
    expect(await ordered.innerText()).toContain(`-${formatMoney(5)}`);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('refuses the used code at the next checkout', async () => {
    const { page } = await signedInPage();
    const sticker = products.find((product) => product.stock > 0)!;
    await visit(page, `${site.url}/shop/${sticker._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await openCart(page);
    const panel = cartPanel(page);
    await panel.getByRole('button', { name: 'Checkout' }).click();
    await panel.getByLabel('Reward code').fill(code);
    await rewardField(panel).getByRole('button', { name: 'Apply' }).click();
    await panel.getByText('This reward code has already been used').waitFor();
    await panel.getByLabel('Reward code').fill('KAWAII-2222-3333');
    await rewardField(panel).getByRole('button', { name: 'Apply' }).click();
    await panel.getByText('We could not find this reward code on your account').waitFor();
  }, 120_000);

  it('gives the points back when the shop cancels the order', async () => {
    const before = await balance();
    const desk = await apiJson<{ orders: { _id: string; orderId: string }[] }>(
      `${site.url}/api/orders?q=${orderId}`,
      { token: admin.token },
    );
    const order = desk.orders.find((candidate) => candidate.orderId === orderId)!;
    await apiJson(`${site.url}/api/orders/${order._id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(await balance()).toBe(before + 500);

    const { page } = await signedInPage();
    await visit(page, `${site.url}/dashboard/rewards`);
    const ticket = page.locator('.reward-code').filter({ hasText: code });
    await ticket.getByText('Points returned').waitFor();
    await page
      .getByText(`Points returned: order ${orderId} (code ${code}) was cancelled`)
      .waitFor();
  }, 120_000);

  it('keeps the exclusive item for 2000 points, and says how many are missing', async () => {
    const points = await balance();
    const { page } = await signedInPage();
    await visit(page, `${site.url}/dashboard/rewards`);
    const exclusive = redeemOption(page, 'Exclusive Item');
    const button = exclusive.getByRole('button');
    if (points < 2000) {
      expect(await button.textContent()).toBe('Needs 2000 points');
      expect(await button.isDisabled()).toBe(true);
      expect(await exclusive.innerText()).toContain(`${2000 - points} to go`);
    } else {
      expect(await button.isDisabled()).toBe(false);
    }
  });

  describe.each(['pink', 'blue'] as const)('in the %s theme', (theme) => {
    it.each([390, 1280])(
      'the Rewards tab and a code at checkout look finished at %i px, with no serious axe finding',
      async (width) => {
        const { page, pageErrors } = await signedInPage(width, theme);
        await visit(page, `${site.url}/dashboard/rewards`);
        await page.locator('.reward-code').first().waitFor();
        await page.screenshot({
          path: join(SHOTS, `rewards-${width}-${theme}.png`),
          fullPage: true,
        });
        expect(await seriousAxeViolations(page)).toEqual([]);

        // A ready code, applied at checkout (the order is not placed, so it stays ready).
        const fresh = await readyCode();
        const doll = products.find((product) => product.stock > 0)!;
        await visit(page, `${site.url}/shop/${doll._id}`);
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await page.getByRole('button', { name: 'Added!' }).waitFor();
        await openCart(page);
        const panel = cartPanel(page);
        await panel.getByRole('button', { name: 'Checkout' }).click();
        await fillCheckout(page, {});
        await panel.getByLabel('Reward code').fill(fresh);
        await rewardField(panel).getByRole('button', { name: 'Apply' }).click();
        const applied = panel.locator('.reward-code-field--applied');
        await applied.waitFor();
        // Centred in the panel; 'nearest' keeps the panel from scrolling sideways.
        await applied.evaluate((box) => box.scrollIntoView({ block: 'center', inline: 'nearest' }));
        await page.screenshot({ path: join(SHOTS, `checkout-code-${width}-${theme}.png`) });
        // One scan of the checkout per theme keeps the flow quick; the tab is scanned at both.
        if (width === 390) expect(await seriousAxeViolations(page)).toEqual([]);
        expect(pageErrors).toEqual([]);
      },
      180_000,
    );
  });
});
