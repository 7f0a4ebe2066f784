// Checking out: a guest and the demo customer each place an order (hers shows in her dashboard);
// stock or prices changing before paying, a refused order and a server gone away each end in
// their error modal with the cart put right.
import type { OrderDeskPage, Product } from '@kawaii/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { launchChromium, openWatchedPage } from '../support/browser.ts';
import { totalWithShipping, US_ADDRESS } from '../support/shipping.ts';
import { startSite, type Site } from '../support/site.ts';
import { visit } from '../browse/browse-support.ts';
import {
  DEMO,
  apiJson,
  cartPanel,
  cartQuantities,
  fillCheckout,
  openCart,
  setStock,
  signIn,
  storeSession,
  type Session,
} from './shop-support.ts';

let site: Site;
let browser: Browser;
let products: Product[];
let admin: Session;

const byTitle = (title: string) => products.find((product) => product.title === title)!;
const inStock = (minimum: number) =>
  products.filter((product) => product.stock >= minimum && product.discountPrice === null);

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
  products = await getJson<Product[]>(`${site.url}/api/shop?sort=newest`);
  admin = await signIn(site.url, DEMO.admin);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Adds `quantity` units of a product from its page. */
async function addFromProductPage(page: Page, product: Product, quantity = 1): Promise<void> {
  await visit(page, `${site.url}/shop/${product._id}`);
  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Added!' }).waitFor();
}

async function goToCheckout(page: Page): Promise<void> {
  await openCart(page);
  await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
  await cartPanel(page).getByRole('heading', { name: 'Checkout' }).waitFor();
}

const placeOrder = (page: Page) =>
  cartPanel(page).getByRole('button', { name: 'Place Order' }).click();

const errorModal = (page: Page) => page.getByRole('alertdialog');

describe('guest checkout', () => {
  it('orders with Zelle, clears the cart, and closes after 5 seconds', async () => {
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    const [first, second] = inStock(3);
    await addFromProductPage(page, first!, 1);
    await addFromProductPage(page, second!, 1);
    await openCart(page);
    const panel = cartPanel(page);

    // Step 1: minus is disabled at 1, plus at the stock; remove drops a line.
    expect(await cartQuantities(page)).toEqual({ [first!.title]: 1, [second!.title]: 1 });
    const decrease = panel.getByRole('button', { name: `Decrease quantity of ${first!.title}` });
    const increase = panel.getByRole('button', { name: `Increase quantity of ${first!.title}` });
    expect(await decrease.isDisabled()).toBe(true);
    await increase.click();
    await increase.click();
    expect(await cartQuantities(page)).toMatchObject({ [first!.title]: 3 });
    expect(await increase.isDisabled()).toBe(first!.stock === 3);
    await decrease.click();
    await panel.getByRole('button', { name: `Remove ${second!.title} from the cart` }).click();
    expect(await cartQuantities(page)).toEqual({ [first!.title]: 2 });
    const total = `$${(first!.price * 2).toFixed(2)}`;
    expect(await panel.locator('.cart-total').innerText()).toContain(total);

    // Step 2: only Zelle can be chosen, and the instructions name the payee.
    await panel.getByRole('button', { name: 'Checkout' }).click();
    expect(await panel.getByRole('radio', { name: 'Zelle' }).isChecked()).toBe(true);
    expect(await panel.getByRole('radio', { name: /PayPal/ }).isDisabled()).toBe(true);
    expect(await panel.getByRole('radio', { name: /Credit Card/ }).isDisabled()).toBe(true);
    expect(await panel.getByText('Coming Soon').count()).toBe(2);
    const zelle = await panel.getByRole('region', { name: 'How to pay with Zelle' }).innerText();
    expect(zelle).toContain('(555) 010-2026');
    expect(zelle).toContain('Momo Sakura');
    expect(zelle).toContain('include your name and order details in the memo');

    // The email method reaches the shopper at the email above, so nothing is asked twice;
    // another method asks for its own contact.
    const contact = panel.getByLabel(/^Contact \(/);
    expect(await contact.count()).toBe(0);
    expect(await panel.getByText('We will write to the email above.').count()).toBe(1);
    await panel.getByLabel('Preferred Contact Method').selectOption('whatsapp');
    expect(await contact.getAttribute('type')).toBe('text');

    // Required fields are checked before anything is sent; 'Back' keeps what was typed.
    await placeOrder(page);
    await panel.getByText('Name is required').waitFor();
    await fillCheckout(page, {
      name: 'Hana Guest',
      email: 'hana@example.com',
      contact: '+1 555 0100',
    });
    await panel.getByRole('button', { name: 'Back' }).click();
    await panel.getByRole('button', { name: 'Checkout' }).click();
    expect(await panel.getByLabel('Name').inputValue()).toBe('Hana Guest');

    // While the order is on its way, the buttons are disabled and say so.
    // The request is held until the buttons were checked, so a busy machine cannot race it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/orders', async (route) => {
      await held;
      await route.continue();
    });
    await placeOrder(page);
    const processing = panel.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    release();

    await panel.getByText('Thank You for Your Order!').waitFor();
    await panel.getByText("We've received your order and will contact you shortly.").waitFor();
    const orderId = (await panel.locator('.order-success__number strong').innerText()).trim();
    expect(orderId).toMatch(/^KA-\d+$/);
    expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBe('[]');
    await page.getByRole('button', { name: 'Open cart, 0 items' }).waitFor({ state: 'attached' });

    // Behind the success view the browser has gone to the order's page; after 5 seconds the
    // panel closes on it, and opens again on step 1.
    await page.waitForURL(new RegExp(`/order/${orderId}\\?key=[\\w-]{32}$`));
    const orderPage = page.url();
    await cartPanel(page).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    const pay = page.getByRole('region', { name: 'Waiting for your payment' });
    expect(await pay.innerText()).toContain('(555) 010-2026');
    expect(await page.getByRole('region', { name: 'Ship to' }).innerText()).toContain(
      US_ADDRESS.line1,
    );
    await openCart(page);
    await cartPanel(page).getByText('Your cart is empty.').waitFor();

    // Anyone else, without the key or with a wrong one, finds no such order.
    const { page: stranger } = await openWatchedPage(browser);
    await stranger.goto(orderPage.replace(/\?key=.*$/, ''));
    await stranger.getByText('404 Not Found').waitFor();
    await stranger.goto(`${orderPage.slice(0, -4)}AAAA`);
    await stranger.getByText('404 Not Found').waitFor();
    expect(await stranger.getByRole('heading', { name: `Order ${orderId}` }).count()).toBe(0);
    await stranger.context().close();

    const { orders } = await apiJson<OrderDeskPage>(`${site.url}/api/orders?q=${orderId}`, {
      token: admin.token,
    });
    expect(orders).toMatchObject([
      {
        orderId,
        userId: null,
        name: 'Hana Guest',
        email: 'hana@example.com',
        contact: '+1 555 0100',
        contactType: 'whatsapp',
        paymentMethod: 'zelle',
        total: await totalWithShipping(site.url, first!.price * 2),
        shippingAddress: { ...US_ADDRESS, name: 'Hana Guest' },
      },
    ]);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('signed-in checkout', () => {
  it("uses the account's email, read-only, and the order shows in the dashboard", async () => {
    const customer = await signIn(site.url, DEMO.customer);
    const { page, consoleErrors, pageErrors } = await openWatchedPage(browser);
    await storeSession(page, customer);
    const product = inStock(2)[0]!;
    await addFromProductPage(page, product, 1);
    await goToCheckout(page);
    const email = cartPanel(page).getByLabel('Email', { exact: true });
    expect(await email.inputValue()).toBe(DEMO.customer.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await cartPanel(page).getByLabel('Name').inputValue()).toBe(customer.user.name);
    // With the email method, the account's email is the contact: nothing more to type.
    expect(
      await cartPanel(page)
        .getByLabel(/^Contact \(/)
        .count(),
    ).toBe(0);
    await fillCheckout(page, {});
    await placeOrder(page);
    await cartPanel(page).getByText('Thank You for Your Order!').waitFor();
    const orderId = (
      await cartPanel(page).locator('.order-success__number strong').innerText()
    ).trim();

    await visit(page, `${site.url}/dashboard/orders`);
    const row = page.getByRole('button', { name: new RegExp(`^${orderId}`) });
    await row.click();
    expect(await row.getAttribute('aria-expanded')).toBe('true');
    const details = page.locator('.order-row--open');
    expect(await details.innerText()).toContain(product.title);
    expect(await details.innerText()).toContain('Awaiting Payment');
    expect(await details.innerText()).toContain(`1 × $${product.price.toFixed(2)}`);
    // Unpaid: how to pay is right there, and the order page opens without a key for its owner.
    expect(await details.getByRole('region', { name: 'How to pay with Zelle' }).count()).toBe(1);
    await details.getByRole('link', { name: `Open the order page for ${orderId}` }).click();
    await page.waitForURL(new RegExp(`/order/${orderId}$`));
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    expect(await page.getByRole('region', { name: 'What you ordered' }).innerText()).toContain(
      product.title,
    );
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('when the shop changes before paying', () => {
  it('shows Stock Changed with the limited items, and lowers the cart to the stock', async () => {
    const product = byTitle('Strawberry Bunny Plush');
    const { page } = await openWatchedPage(browser);
    await addFromProductPage(page, product, 3);
    await goToCheckout(page);
    await fillCheckout(page, { name: 'Mia', email: 'mia@example.com' });
    await setStock(site.url, admin.token, product._id, 1);

    await placeOrder(page);
    const modal = errorModal(page);
    await modal.getByRole('heading', { name: 'Stock Changed' }).waitFor();
    const text = await modal.innerText();
    expect(text).toContain(
      'Some items in your cart are no longer available in the requested quantity. Your cart has been updated with current stock levels.',
    );
    expect(text).toContain('Items with limited stock:');
    expect(text).toContain(`${product.title}: requested 3, available 1`);

    await modal.getByRole('button', { name: 'Close and Update Cart' }).click();
    await cartPanel(page).getByRole('heading', { name: 'Your Cart' }).waitFor();
    expect(await cartQuantities(page)).toEqual({ [product.title]: 1 });
    const increase = `Increase quantity of ${product.title}`;
    expect(await cartPanel(page).getByRole('button', { name: increase }).isDisabled()).toBe(true);
  });

  it('shows Prices Changed after a 409 for new prices, and the cart takes them', async () => {
    const product = inStock(5).at(-1)!;
    const { page } = await openWatchedPage(browser);
    await addFromProductPage(page, product, 1);
    await goToCheckout(page);
    await fillCheckout(page, { name: 'Mia', email: 'mia@example.com' });
    const current = await getJson<Product>(`${site.url}/api/shop/${product._id}`);
    const newPrice = current.price + 5;
    await apiJson(`${site.url}/api/shop/${product._id}`, {
      method: 'PUT',
      token: admin.token,
      body: {
        title: current.title,
        description: current.description,
        price: newPrice,
        category: current.category?._id,
        stock: current.stock,
        existingImages: current.images,
      },
    });

    await placeOrder(page);
    const modal = errorModal(page);
    await modal.getByRole('heading', { name: 'Prices Changed' }).waitFor();
    expect(await modal.innerText()).toContain(
      'Prices have changed since you added these items. Your cart now shows the current prices',
    );
    await modal.getByRole('button', { name: 'Close and Update Cart' }).click();
    await cartPanel(page)
      .getByText(`$${newPrice.toFixed(2)}`)
      .first()
      .waitFor();

    // With the fresh price the same cart goes through.
    await cartPanel(page).getByRole('button', { name: 'Checkout' }).click();
    await placeOrder(page);
    await cartPanel(page).getByText('Thank You for Your Order!').waitFor();
  });

  it("shows Order Failed with the server's message for any other refusal", async () => {
    const { page } = await openWatchedPage(browser);
    await addFromProductPage(page, inStock(2)[0]!, 1);
    await goToCheckout(page);
    await fillCheckout(page, { name: 'Mia', email: 'mia@example.com' });
    await page.route('**/api/orders', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await placeOrder(page);
    const modal = errorModal(page);
    await modal.getByRole('heading', { name: 'Order Failed' }).waitFor();
    expect(await modal.innerText()).toContain('Internal server error');
  });
});

describe('when the server is gone', () => {
  it('shows Connection Error and keeps the cart', async () => {
    const product = inStock(2)[0]!;
    const { page } = await openWatchedPage(browser);
    await addFromProductPage(page, product, 1);
    await goToCheckout(page);
    await fillCheckout(page, { name: 'Mia', email: 'mia@example.com' });
    await site.stop();

    await placeOrder(page);
    const modal = errorModal(page);
    await modal.getByRole('heading', { name: 'Connection Error' }).waitFor();
    expect(await modal.innerText()).toContain(
      'Could not connect to the server. Please check your internet connection and try again.',
    );
    await modal.getByRole('button', { name: 'Close and Update Cart' }).click();
    expect(await cartQuantities(page)).toEqual({ [product.title]: 1 });
  });
});
